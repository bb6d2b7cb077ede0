#!/usr/bin/env bash
# Restores a backup made by backup.sh: checks the checksums, replaces every Jointly schema of the database with the
# dump (dropped first, restored in one transaction) and every uploads folder with its archive.
# Stop every Jointly process first (compose: `docker compose stop`; Kubernetes: scale the Deployments to 0).
#
#   DATABASE_URL=postgres://… DATA_DIRS=/data/accounts:/data/messages scripts/ops/restore.sh /backups/2026-11-25
#
# Same variables as backup.sh (DATA_DIRS in the same order). Afterwards the services start where the snapshot was:
# published events stay published, applied events stay in the inboxes, mails sent stay sent; only what was still
# pending at the snapshot (unpublished outbox rows, pending mails) is done then (see infra/operations.md).
set -Eeuo pipefail
die() { echo "restore: $*" >&2; exit 1; }

source_dir=${1:-}
[ -n "$source_dir" ] && [ -f "$source_dir/backup.json" ] || die "usage: scripts/ops/restore.sh <backup directory with backup.json>"
[ -n "${DATABASE_URL:-}" ] || die "DATABASE_URL is not set"
bin=${PG_BIN_DIR:+${PG_BIN_DIR%/}/}
IFS=: read -r -a data_dirs <<< "${DATA_DIRS:-.data}"
manifest=$(cat "$source_dir/backup.json")
json() { node -e 'const m = JSON.parse(process.argv[1]); const v = new Function("m", "return " + process.argv[2])(m); console.log(Array.isArray(v) ? v.join("\n") : v)' "$manifest" "$1"; }

# 1. Integrity: every file as it was written.
while IFS= read -r entry; do
  file=${entry%%=*}
  sum=${entry#*=}
  [ "$(sha256sum "$source_dir/$file" | cut -d' ' -f1)" = "$sum" ] || die "$file does not match its checksum: the backup is damaged"
done < <(json 'Object.entries(m.sha256).map(([f, s]) => f + "=" + s)')
archives=$(json 'm.uploads.length')
[ "$archives" = "${#data_dirs[@]}" ] || die "the backup has $archives uploads archive(s); DATA_DIRS names ${#data_dirs[@]} folder(s)"

# 2. No Jointly process may be connected (it would write into the schemas being replaced).
busy=$("${bin}psql" "$DATABASE_URL" -X -At -c "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'jointly-%' AND pid <> pg_backend_pid()")
[ "$busy" = "0" ] || die "$busy Jointly connection(s) are open: stop every service first"

# 3. Database: drop the schemas (also ones created after the backup), restore the dump in one transaction.
drops=""
for s in $(json 'm.schemas') $("${bin}psql" "$DATABASE_URL" -X -At -c "SELECT table_schema FROM information_schema.tables WHERE table_name = 'schema_migration'"); do
  drops+="DROP SCHEMA IF EXISTS \"$s\" CASCADE; "
done
"${bin}psql" "$DATABASE_URL" -X -v ON_ERROR_STOP=1 -q -1 -c "SET client_min_messages = warning; $drops"
"${bin}pg_restore" --dbname="$DATABASE_URL" --single-transaction --exit-on-error --no-owner --no-acl "$source_dir/database.dump"

# 4. Uploads: unpack beside, then swap, so a failed unpack leaves the folder as it was.
for i in "${!data_dirs[@]}"; do
  dir=${data_dirs[$i]}
  mkdir -p "$dir"
  rm -rf "$dir/.uploads-restoring"
  mkdir "$dir/.uploads-restoring"
  tar -C "$dir/.uploads-restoring" -xzf "$source_dir/uploads-$i.tar.gz"
  rm -rf "$dir/uploads"
  if [ -d "$dir/.uploads-restoring/uploads" ]; then mv "$dir/.uploads-restoring/uploads" "$dir/uploads"; fi
  rm -rf "$dir/.uploads-restoring"
done

echo "restore: $(json 'm.schemas.length') schemas and ${#data_dirs[@]} uploads folder(s) from $source_dir (snapshot $(json 'm.startedAt'))"
