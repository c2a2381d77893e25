-- CreateTable
CREATE TABLE "sso_ticket" (
    "id" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sso_ticket_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sso_ticket_expires_at_idx" ON "sso_ticket"("expires_at");

