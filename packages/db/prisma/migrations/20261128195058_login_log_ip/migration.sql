-- CreateIndex
CREATE INDEX "login_log_ip_created_at_idx" ON "login_log"("ip", "created_at");

