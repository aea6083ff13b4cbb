-- Issue 18: the six sample silhouettes (client/public/images/professionals/p1-p6.svg) are deleted;
-- the people who had one show their monogram. Databases seeded before then still name the files:
-- their photo addresses are cleared, so no page asks for a picture that is gone.
UPDATE "professionals" SET "photo_url" = NULL
WHERE "photo_url" IN ('/images/professionals/p1.svg', '/images/professionals/p2.svg', '/images/professionals/p3.svg', '/images/professionals/p4.svg', '/images/professionals/p5.svg', '/images/professionals/p6.svg');
