-- Trigram search on products (Postgres 13+: pg_trgm is a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
