-- CreateTable
CREATE TABLE "cms_guestbook_ctg" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "description" VARCHAR(255),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_guestbook_ctg_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_guestbook" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "ctg_id" INTEGER NOT NULL,
    "member_name" VARCHAR(100),
    "title" VARCHAR(255),
    "content" TEXT NOT NULL,
    "email" VARCHAR(100),
    "phone" VARCHAR(100),
    "qq" VARCHAR(50),
    "ip" VARCHAR(64) NOT NULL,
    "checked" SMALLINT NOT NULL DEFAULT 0,
    "recommend" BOOLEAN NOT NULL DEFAULT false,
    "reply" TEXT,
    "reply_time" TIMESTAMPTZ(3),
    "admin_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_guestbook_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cms_guestbook_ctg_site_id_priority_idx" ON "cms_guestbook_ctg"("site_id", "priority");

-- CreateIndex
CREATE UNIQUE INDEX "cms_guestbook_ctg_site_id_name_key" ON "cms_guestbook_ctg"("site_id", "name");

-- CreateIndex
CREATE INDEX "cms_guestbook_site_id_checked_id_idx" ON "cms_guestbook"("site_id", "checked", "id" DESC);

-- CreateIndex
CREATE INDEX "cms_guestbook_ctg_id_idx" ON "cms_guestbook"("ctg_id");

-- CreateIndex
CREATE INDEX "cms_guestbook_admin_id_idx" ON "cms_guestbook"("admin_id");

-- AddForeignKey
ALTER TABLE "cms_guestbook_ctg" ADD CONSTRAINT "cms_guestbook_ctg_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_guestbook" ADD CONSTRAINT "cms_guestbook_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_guestbook" ADD CONSTRAINT "cms_guestbook_ctg_id_fkey" FOREIGN KEY ("ctg_id") REFERENCES "cms_guestbook_ctg"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_guestbook" ADD CONSTRAINT "cms_guestbook_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

