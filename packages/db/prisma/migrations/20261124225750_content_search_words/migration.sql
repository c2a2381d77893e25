-- AlterTable
ALTER TABLE "cms_content" ADD COLUMN     "search_words" tsvector;

-- CreateIndex
CREATE INDEX "cms_content_search_words_idx" ON "cms_content" USING GIN ("search_words");

