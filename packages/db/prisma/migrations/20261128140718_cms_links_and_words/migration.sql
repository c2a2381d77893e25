-- CreateTable
CREATE TABLE "cms_friendlink_ctg" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" VARCHAR(50) NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_friendlink_ctg_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_friendlink" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "category_id" INTEGER NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "domain" VARCHAR(255) NOT NULL,
    "logo" VARCHAR(255),
    "email" VARCHAR(100),
    "description" VARCHAR(255),
    "views" INTEGER NOT NULL DEFAULT 0,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_friendlink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_search_words" (
    "id" SERIAL NOT NULL,
    "site_id" INTEGER NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "hit_count" INTEGER NOT NULL DEFAULT 0,
    "priority" INTEGER NOT NULL DEFAULT 10,
    "recommend" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_search_words_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cms_keyword" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "url" VARCHAR(255) NOT NULL,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_keyword_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cms_friendlink_ctg_site_id_priority_idx" ON "cms_friendlink_ctg"("site_id", "priority");

-- CreateIndex
CREATE UNIQUE INDEX "cms_friendlink_ctg_site_id_name_key" ON "cms_friendlink_ctg"("site_id", "name");

-- CreateIndex
CREATE INDEX "cms_friendlink_site_id_priority_idx" ON "cms_friendlink"("site_id", "priority");

-- CreateIndex
CREATE INDEX "cms_friendlink_category_id_idx" ON "cms_friendlink"("category_id");

-- CreateIndex
CREATE UNIQUE INDEX "cms_friendlink_site_id_name_key" ON "cms_friendlink"("site_id", "name");

-- CreateIndex
CREATE INDEX "cms_search_words_site_id_hit_count_idx" ON "cms_search_words"("site_id", "hit_count" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "cms_search_words_site_id_name_key" ON "cms_search_words"("site_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "cms_keyword_name_key" ON "cms_keyword"("name");

-- AddForeignKey
ALTER TABLE "cms_friendlink_ctg" ADD CONSTRAINT "cms_friendlink_ctg_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_friendlink" ADD CONSTRAINT "cms_friendlink_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_friendlink" ADD CONSTRAINT "cms_friendlink_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "cms_friendlink_ctg"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cms_search_words" ADD CONSTRAINT "cms_search_words_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

