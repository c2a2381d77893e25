-- CreateTable
CREATE TABLE "cms_message" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "title" VARCHAR(255) NOT NULL,
    "content" TEXT,
    "send_time" TIMESTAMPTZ(3),
    "read" BOOLEAN NOT NULL DEFAULT false,
    "box" SMALLINT NOT NULL,
    "sender_user_id" INTEGER,
    "sender_member_id" INTEGER,
    "receiver_user_id" INTEGER,
    "receiver_member_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_receiver_message" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "title" VARCHAR(255) NOT NULL,
    "content" TEXT,
    "send_time" TIMESTAMPTZ(3),
    "read" BOOLEAN NOT NULL DEFAULT false,
    "box" SMALLINT NOT NULL,
    "sender_user_id" INTEGER,
    "sender_member_id" INTEGER,
    "receiver_user_id" INTEGER,
    "receiver_member_id" INTEGER,
    "sender_copy" BOOLEAN NOT NULL DEFAULT false,
    "message_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_receiver_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_score_group" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "description" VARCHAR(1000),
    "enable" BOOLEAN NOT NULL DEFAULT false,
    "def" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_score_group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_score_item" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "score" INTEGER NOT NULL,
    "image_path" VARCHAR(255),
    "priority" INTEGER NOT NULL DEFAULT 10,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_score_item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_score_record" (
    "item_id" INTEGER NOT NULL,
    "content_id" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "cms_score_record_pkey" PRIMARY KEY ("item_id","content_id")
);

-- CreateTable
CREATE TABLE "cms_score_visitor" (
    "id" SERIAL NOT NULL,
    "content_id" INTEGER NOT NULL,
    "member_id" INTEGER,
    "ip" VARCHAR(64),
    "cookie" VARCHAR(64),
    "time" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_score_visitor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_content_score" (
    "content_id" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL DEFAULT 0,
    "average" DOUBLE PRECISION NOT NULL DEFAULT 0,

    CONSTRAINT "cms_content_score_pkey" PRIMARY KEY ("content_id")
);

-- CreateIndex
CREATE INDEX "cms_message_sender_user_id_box_id_idx" ON "cms_message"("sender_user_id", "box", "id" DESC);

-- CreateIndex
CREATE INDEX "cms_message_sender_member_id_box_id_idx" ON "cms_message"("sender_member_id", "box", "id" DESC);

-- CreateIndex
CREATE INDEX "cms_message_receiver_user_id_idx" ON "cms_message"("receiver_user_id");

-- CreateIndex
CREATE INDEX "cms_message_receiver_member_id_idx" ON "cms_message"("receiver_member_id");

-- CreateIndex
CREATE INDEX "cms_message_site_id_idx" ON "cms_message"("site_id");

-- CreateIndex
CREATE INDEX "cms_receiver_message_receiver_user_id_box_id_idx" ON "cms_receiver_message"("receiver_user_id", "box", "id" DESC);

-- CreateIndex
CREATE INDEX "cms_receiver_message_receiver_member_id_box_id_idx" ON "cms_receiver_message"("receiver_member_id", "box", "id" DESC);

-- CreateIndex
CREATE INDEX "cms_receiver_message_sender_user_id_idx" ON "cms_receiver_message"("sender_user_id");

-- CreateIndex
CREATE INDEX "cms_receiver_message_sender_member_id_idx" ON "cms_receiver_message"("sender_member_id");

-- CreateIndex
CREATE INDEX "cms_receiver_message_message_id_idx" ON "cms_receiver_message"("message_id");

-- CreateIndex
CREATE INDEX "cms_receiver_message_site_id_idx" ON "cms_receiver_message"("site_id");

-- CreateIndex
CREATE INDEX "cms_score_group_site_id_idx" ON "cms_score_group"("site_id");

-- CreateIndex
CREATE INDEX "cms_score_item_group_id_idx" ON "cms_score_item"("group_id");

-- CreateIndex
CREATE INDEX "cms_score_record_content_id_idx" ON "cms_score_record"("content_id");

-- CreateIndex
CREATE INDEX "cms_score_visitor_content_id_member_id_idx" ON "cms_score_visitor"("content_id", "member_id");

-- CreateIndex
CREATE INDEX "cms_score_visitor_content_id_ip_idx" ON "cms_score_visitor"("content_id", "ip");

-- CreateIndex
CREATE INDEX "cms_score_visitor_content_id_cookie_idx" ON "cms_score_visitor"("content_id", "cookie");

-- CreateIndex
CREATE INDEX "cms_content_score_average_idx" ON "cms_content_score"("average");

-- AddForeignKey
ALTER TABLE "cms_message" ADD CONSTRAINT "cms_message_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_message" ADD CONSTRAINT "cms_message_sender_user_id_fkey" FOREIGN KEY ("sender_user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_message" ADD CONSTRAINT "cms_message_sender_member_id_fkey" FOREIGN KEY ("sender_member_id") REFERENCES "cms_member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_message" ADD CONSTRAINT "cms_message_receiver_user_id_fkey" FOREIGN KEY ("receiver_user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_message" ADD CONSTRAINT "cms_message_receiver_member_id_fkey" FOREIGN KEY ("receiver_member_id") REFERENCES "cms_member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_receiver_message" ADD CONSTRAINT "cms_receiver_message_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_receiver_message" ADD CONSTRAINT "cms_receiver_message_sender_user_id_fkey" FOREIGN KEY ("sender_user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_receiver_message" ADD CONSTRAINT "cms_receiver_message_sender_member_id_fkey" FOREIGN KEY ("sender_member_id") REFERENCES "cms_member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_receiver_message" ADD CONSTRAINT "cms_receiver_message_receiver_user_id_fkey" FOREIGN KEY ("receiver_user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_receiver_message" ADD CONSTRAINT "cms_receiver_message_receiver_member_id_fkey" FOREIGN KEY ("receiver_member_id") REFERENCES "cms_member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_receiver_message" ADD CONSTRAINT "cms_receiver_message_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "cms_message"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_score_group" ADD CONSTRAINT "cms_score_group_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_score_item" ADD CONSTRAINT "cms_score_item_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "cms_score_group"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_score_record" ADD CONSTRAINT "cms_score_record_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "cms_score_item"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_score_record" ADD CONSTRAINT "cms_score_record_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_score_visitor" ADD CONSTRAINT "cms_score_visitor_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_content_score" ADD CONSTRAINT "cms_content_score_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "cms_content"("id") ON DELETE CASCADE ON UPDATE CASCADE;

