-- AlterTable
ALTER TABLE "cms_member_group" ADD COLUMN     "allow_file_size" INTEGER NOT NULL DEFAULT 1024,
ADD COLUMN     "allow_file_total" INTEGER NOT NULL DEFAULT 10,
ADD COLUMN     "allow_max_file" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "allow_per_day" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "allow_suffix" VARCHAR(255),
ADD COLUMN     "need_captcha" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "need_check" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "reg_def" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "cms_comment" ADD COLUMN     "member_id" INTEGER;

-- AlterTable
ALTER TABLE "cms_guestbook" ADD COLUMN     "member_id" INTEGER;

-- CreateTable
CREATE TABLE "cms_member" (
    "id" SERIAL NOT NULL,
    "username" VARCHAR(100) NOT NULL,
    "password_hash" TEXT NOT NULL,
    "email" VARCHAR(100),
    "real_name" VARCHAR(100),
    "mobile" VARCHAR(20),
    "gender" BOOLEAN,
    "qq" VARCHAR(50),
    "intro" VARCHAR(255),
    "group_id" INTEGER NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'active',
    "grain" INTEGER NOT NULL DEFAULT 0,
    "register_ip" VARCHAR(64),
    "last_login_at" TIMESTAMPTZ(3),
    "last_login_ip" VARCHAR(64),
    "login_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_member_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_member_session" (
    "id" TEXT NOT NULL,
    "member_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "ip" VARCHAR(64),

    CONSTRAINT "cms_member_session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "public_write_count" (
    "key" VARCHAR(100) NOT NULL,
    "hour" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "public_write_count_pkey" PRIMARY KEY ("key","hour")
);

-- CreateTable
CREATE TABLE "public_captcha" (
    "id" TEXT NOT NULL,
    "answer_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "public_captcha_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "cms_member_username_key" ON "cms_member"("username");

-- CreateIndex
CREATE INDEX "cms_member_group_id_idx" ON "cms_member"("group_id");

-- CreateIndex
CREATE INDEX "cms_member_created_at_idx" ON "cms_member"("created_at");

-- CreateIndex
CREATE INDEX "cms_member_session_member_id_idx" ON "cms_member_session"("member_id");

-- CreateIndex
CREATE INDEX "cms_member_session_expires_at_idx" ON "cms_member_session"("expires_at");

-- CreateIndex
CREATE INDEX "public_write_count_hour_idx" ON "public_write_count"("hour");

-- CreateIndex
CREATE INDEX "public_captcha_expires_at_idx" ON "public_captcha"("expires_at");

-- CreateIndex
CREATE INDEX "cms_comment_member_id_id_idx" ON "cms_comment"("member_id", "id" DESC);

-- CreateIndex
CREATE INDEX "cms_guestbook_member_id_idx" ON "cms_guestbook"("member_id");

-- AddForeignKey
ALTER TABLE "cms_comment" ADD CONSTRAINT "cms_comment_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "cms_member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_guestbook" ADD CONSTRAINT "cms_guestbook_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "cms_member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_member" ADD CONSTRAINT "cms_member_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "cms_member_group"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_member_session" ADD CONSTRAINT "cms_member_session_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "cms_member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

