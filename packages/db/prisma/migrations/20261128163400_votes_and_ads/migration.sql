-- CreateTable
CREATE TABLE "cms_vote_topic" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "title" VARCHAR(255) NOT NULL,
    "description" VARCHAR(255),
    "start_time" TIMESTAMPTZ(3),
    "end_time" TIMESTAMPTZ(3),
    "repeate_hour" INTEGER,
    "total_count" INTEGER NOT NULL DEFAULT 0,
    "restrict_member" BOOLEAN NOT NULL DEFAULT false,
    "restrict_ip" BOOLEAN NOT NULL DEFAULT false,
    "restrict_cookie" BOOLEAN NOT NULL DEFAULT true,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "def" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_vote_topic_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_vote_subtopic" (
    "id" SERIAL NOT NULL,
    "topic_id" INTEGER NOT NULL,
    "title" VARCHAR(255) NOT NULL,
    "type" INTEGER NOT NULL DEFAULT 1,
    "priority" INTEGER NOT NULL DEFAULT 10,

    CONSTRAINT "cms_vote_subtopic_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_vote_item" (
    "id" SERIAL NOT NULL,
    "subtopic_id" INTEGER NOT NULL,
    "title" VARCHAR(255) NOT NULL,
    "vote_count" INTEGER NOT NULL DEFAULT 0,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "picture" VARCHAR(255),

    CONSTRAINT "cms_vote_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_vote_reply" (
    "id" SERIAL NOT NULL,
    "subtopic_id" INTEGER NOT NULL,
    "reply" VARCHAR(1000) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_vote_reply_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_vote_record" (
    "id" SERIAL NOT NULL,
    "topic_id" INTEGER NOT NULL,
    "ip" VARCHAR(64),
    "cookie" VARCHAR(32),
    "member_id" INTEGER,
    "time" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_vote_record_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_advertising_space" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "description" VARCHAR(255),
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_advertising_space_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_advertising" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "adspace_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "category" VARCHAR(10) NOT NULL,
    "code" TEXT,
    "weight" INTEGER NOT NULL DEFAULT 1,
    "display_count" INTEGER NOT NULL DEFAULT 0,
    "click_count" INTEGER NOT NULL DEFAULT 0,
    "start_time" DATE,
    "end_time" DATE,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "image_url" VARCHAR(500),
    "image_link" VARCHAR(500),
    "image_title" VARCHAR(255),
    "image_target" VARCHAR(20),
    "image_width" INTEGER,
    "image_height" INTEGER,
    "flash_url" VARCHAR(500),
    "flash_width" INTEGER,
    "flash_height" INTEGER,
    "text_title" VARCHAR(255),
    "text_link" VARCHAR(500),
    "text_color" VARCHAR(20),
    "text_font" VARCHAR(20),
    "text_target" VARCHAR(20),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_advertising_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cms_vote_topic_site_id_idx" ON "cms_vote_topic"("site_id");

-- CreateIndex
CREATE INDEX "cms_vote_subtopic_topic_id_idx" ON "cms_vote_subtopic"("topic_id");

-- CreateIndex
CREATE INDEX "cms_vote_item_subtopic_id_idx" ON "cms_vote_item"("subtopic_id");

-- CreateIndex
CREATE INDEX "cms_vote_reply_subtopic_id_idx" ON "cms_vote_reply"("subtopic_id");

-- CreateIndex
CREATE INDEX "cms_vote_record_topic_id_ip_idx" ON "cms_vote_record"("topic_id", "ip");

-- CreateIndex
CREATE INDEX "cms_vote_record_topic_id_cookie_idx" ON "cms_vote_record"("topic_id", "cookie");

-- CreateIndex
CREATE INDEX "cms_vote_record_topic_id_member_id_idx" ON "cms_vote_record"("topic_id", "member_id");

-- CreateIndex
CREATE UNIQUE INDEX "cms_advertising_space_site_id_name_key" ON "cms_advertising_space"("site_id", "name");

-- CreateIndex
CREATE INDEX "cms_advertising_adspace_id_idx" ON "cms_advertising"("adspace_id");

-- CreateIndex
CREATE INDEX "cms_advertising_site_id_idx" ON "cms_advertising"("site_id");

-- AddForeignKey
ALTER TABLE "cms_vote_topic" ADD CONSTRAINT "cms_vote_topic_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_vote_subtopic" ADD CONSTRAINT "cms_vote_subtopic_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "cms_vote_topic"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_vote_item" ADD CONSTRAINT "cms_vote_item_subtopic_id_fkey" FOREIGN KEY ("subtopic_id") REFERENCES "cms_vote_subtopic"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_vote_reply" ADD CONSTRAINT "cms_vote_reply_subtopic_id_fkey" FOREIGN KEY ("subtopic_id") REFERENCES "cms_vote_subtopic"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_vote_record" ADD CONSTRAINT "cms_vote_record_topic_id_fkey" FOREIGN KEY ("topic_id") REFERENCES "cms_vote_topic"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_advertising_space" ADD CONSTRAINT "cms_advertising_space_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_advertising" ADD CONSTRAINT "cms_advertising_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_advertising" ADD CONSTRAINT "cms_advertising_adspace_id_fkey" FOREIGN KEY ("adspace_id") REFERENCES "cms_advertising_space"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

