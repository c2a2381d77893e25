-- CreateIndex
CREATE INDEX "cms_content_channel_id_status_release_date_id_idx" ON "cms_content"("channel_id", "status", "release_date", "id");

