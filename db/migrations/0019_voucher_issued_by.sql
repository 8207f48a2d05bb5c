-- Who sold a gift voucher at the studio's desk (issue 13): null for one bought online.
ALTER TABLE "vouchers" ADD COLUMN "issued_by" text;
