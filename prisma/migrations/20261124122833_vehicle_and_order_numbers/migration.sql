-- Inquiry numbers (問合せ番号) come from a sequence, not max + 1: a deleted vehicle's number, and the public
-- URL built from it, is never given to another vehicle. The sequence starts after every number in use.
CREATE SEQUENCE vehicles_inquiry_no_seq;
ALTER TABLE "vehicles" ALTER COLUMN "inquiry_no" SET DEFAULT nextval('vehicles_inquiry_no_seq');
ALTER SEQUENCE vehicles_inquiry_no_seq OWNED BY "vehicles"."inquiry_no";
SELECT setval('vehicles_inquiry_no_seq', GREATEST(10000, (SELECT max("inquiry_no") FROM "vehicles")));

-- Receipt numbers (受付番号) are seven digits from 5000001, inquiry numbers stay below 1000000: a number a
-- caller quotes is one or the other, never both. Receipts already given keep their numbers (NOT VALID).
SELECT setval('orders_n_seq', GREATEST(5000000, (SELECT max("n") FROM "orders")));
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_inquiry_no_range" CHECK ("inquiry_no" BETWEEN 10001 AND 999999);
ALTER TABLE "orders" ADD CONSTRAINT "orders_n_range" CHECK ("n" >= 5000001) NOT VALID;
