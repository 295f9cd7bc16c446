-- Descriptions saved before their images were given alt="" (an editor's image has no text of its
-- own, and without the attribute a screen reader reads "image"): the same, once, to every image
-- stored without one. Only the images change; the sanitizer gives new descriptions the same.
UPDATE "jobs"
SET "description" = regexp_replace("description", '<img(?=[\s/>])(?![^>]*\salt=)', '<img alt=""', 'gi')
WHERE "description" ~* '<img(?=[\s/>])(?![^>]*\salt=)';
