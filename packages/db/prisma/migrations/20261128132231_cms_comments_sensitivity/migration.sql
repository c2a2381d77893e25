-- AlterTable
ALTER TABLE "cms_channel" ADD COLUMN     "comment_check" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "comment_control" SMALLINT NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "cms_sensitivity" (
    "id" SERIAL NOT NULL,
    "search" VARCHAR(255) NOT NULL,
    "replacement" VARCHAR(255) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_sensitivity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_comment" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "content_id" INTEGER NOT NULL,
    "parent_id" INTEGER,
    "commenter_name" VARCHAR(100),
    "text" TEXT NOT NULL,
    "ip" VARCHAR(64) NOT NULL,
    "checked" SMALLINT NOT NULL DEFAULT 0,
    "recommend" BOOLEAN NOT NULL DEFAULT false,
    "ups" INTEGER NOT NULL DEFAULT 0,
    "downs" INTEGER NOT NULL DEFAULT 0,
    "score" INTEGER,
    "reply_count" INTEGER NOT NULL DEFAULT 0,
    "reply" TEXT,
    "reply_time" TIMESTAMPTZ(3),
    "reply_user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_comment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "cms_sensitivity_search_key" ON "cms_sensitivity"("search");

-- CreateIndex
CREATE INDEX "cms_comment_content_id_checked_id_idx" ON "cms_comment"("content_id", "checked", "id" DESC);

-- CreateIndex
CREATE INDEX "cms_comment_site_id_created_at_idx" ON "cms_comment"("site_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "cms_comment_parent_id_idx" ON "cms_comment"("parent_id");

-- CreateIndex
CREATE INDEX "cms_comment_reply_user_id_idx" ON "cms_comment"("reply_user_id");

-- AddForeignKey
ALTER TABLE "cms_comment" ADD CONSTRAINT "cms_comment_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_comment" ADD CONSTRAINT "cms_comment_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_comment" ADD CONSTRAINT "cms_comment_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "cms_comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_comment" ADD CONSTRAINT "cms_comment_reply_user_id_fkey" FOREIGN KEY ("reply_user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- The sensitive words are cached per process (services/audience/sensitive-words.ts): a change
-- sends the change notice that makes every process forget its copy.
CREATE TRIGGER cms_sensitivity_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "cms_sensitivity" FOR EACH STATEMENT EXECUTE FUNCTION suyuan_notify_change();
