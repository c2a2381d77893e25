-- CreateTable
CREATE TABLE "cms_site_weixin" (
    "site_id" INTEGER NOT NULL,
    "app_id" VARCHAR(64) NOT NULL,
    "app_secret" VARCHAR(128) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cms_site_weixin_pkey" PRIMARY KEY ("site_id")
);

-- AddForeignKey
ALTER TABLE "cms_site_weixin" ADD CONSTRAINT "cms_site_weixin_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

