-- Issue 16 用户列表: a user's rows across buildings (the list's search by id prefix, the activity page and the
-- erasure find a user's buildings from here; ids compare byte-wise, so a prefix search reads an index range).
CREATE INDEX usage_user_user_idx ON usage_user (user_id);
