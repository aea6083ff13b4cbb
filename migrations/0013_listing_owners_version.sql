-- A listing's detail answer says whether it is claimed (its page then offers no "Claim this
-- listing"), so a change of owners moves the directory's version like a change of the listing.
CREATE TRIGGER "listing_owners_bump_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_owners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
