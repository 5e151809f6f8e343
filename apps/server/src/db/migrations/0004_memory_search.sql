-- The text memories.search_vector is built from: the summary and the keywords. array_to_string()
-- is only STABLE (it could depend on the element type's output function), but for text[] it is
-- immutable, and a generated column needs an IMMUTABLE expression.
CREATE OR REPLACE FUNCTION memory_search_text(summary text, keywords text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(summary, '') || ' ' || coalesce(array_to_string(keywords, ' '), '') $$;
