#!/usr/bin/env bash
# Backs up Jointly: every service schema of the database (one pg_dump, one consistent snapshot: data, outbox, inbox and
# dead letters of all services at the same instant) and the uploads folders, into an empty directory.
#
#   DATABASE_URL=postgres://… DATA_DIRS=/data/accounts:/data/messages scripts/ops/backup.sh /backups/2026-11-25
#
# DATABASE_URL  the database (required).
# DATA_DIRS     colon-separated DATA_DIRs whose uploads/ folders are archived (default: .data), in a fixed order that
#               restore.sh expects again (compose: the accounts and messages volumes; Kubernetes: their PVCs).
# PG_BIN_DIR    where pg_dump and psql live; pg_dump must be of the server's major version or newer.
# Writes: database.dump (pg_dump custom format), uploads-<n>.tar.gz per data dir, backup.json (schemas, event
# positions per schema, checksums). The procedure around it is infra/operations.md ("Backup and restore").
set -Eeuo pipefail
die() { echo "backup: $*" >&2; exit 1; }

target=${1:-}
[ -n "$target" ] || die "usage: scripts/ops/backup.sh <empty target directory>"
[ -n "${DATABASE_URL:-}" ] || die "DATABASE_URL is not set"
bin=${PG_BIN_DIR:+${PG_BIN_DIR%/}/}
mkdir -p "$target"
[ -z "$(ls -A "$target")" ] || die "$target is not empty"
IFS=: read -r -a data_dirs <<< "${DATA_DIRS:-.data}"

psql_q() { "${bin}psql" "$DATABASE_URL" -X -v ON_ERROR_STOP=1 -At -c "$1"; }

# The Jointly schemas: those with a migrations table (every service has one; nothing else of the database is ours).
mapfile -t schemas < <(psql_q "SELECT table_schema FROM information_schema.tables WHERE table_name = 'schema_migration' ORDER BY 1")
[ "${#schemas[@]}" -gt 0 ] || die "no Jointly schema (no schema_migration table) in the database"
schema_args=()
for s in "${schemas[@]}"; do schema_args+=(--schema="$s"); done

started=$(date -u +%Y-%m-%dT%H:%M:%SZ)
"${bin}pg_dump" --dbname="$DATABASE_URL" --format=custom --no-owner --no-acl "${schema_args[@]}" --file="$target/database.dump"

# Uploads after the dump: a file written meanwhile is an orphan after a restore (harmless), never a missing file for a
# row of the dump — except one deleted in between, which is why uploads are only ever deleted by retention jobs.
uploads_json=""
for i in "${!data_dirs[@]}"; do
  dir=${data_dirs[$i]}
  archive="uploads-$i.tar.gz"
  if [ -d "$dir/uploads" ]; then
    tar -C "$dir" -czf "$target/$archive" uploads
  else
    tar -czf "$target/$archive" --files-from /dev/null
  fi
  uploads_json+="${uploads_json:+,}{\"dataDir\":\"$dir\",\"archive\":\"$archive\"}"
done

# Event positions at backup time, for the restore report (the dump itself holds the rows).
positions=""
for s in "${schemas[@]}"; do
  row=$(psql_q "SELECT json_build_object('schema', '$s',
      'outboxLastSeq', (SELECT coalesce(max(seq), 0) FROM \"$s\".outbox_message),
      'outboxUnpublished', (SELECT count(*) FROM \"$s\".outbox_message WHERE published_at IS NULL),
      'inboxEvents', (SELECT count(*) FROM \"$s\".processed_event),
      'openDeadLetters', (SELECT count(*) FROM \"$s\".dead_letter WHERE replayed_at IS NULL AND discarded_at IS NULL))" 2>/dev/null || echo "{\"schema\":\"$s\"}")
  positions+="${positions:+,}$row"
done

checksums=""
for f in "$target"/*; do
  checksums+="${checksums:+,}\"$(basename "$f")\":\"$(sha256sum "$f" | cut -d' ' -f1)\""
done
server=$(psql_q "SHOW server_version")
cat > "$target/backup.json" <<JSON
{"format":1,"startedAt":"$started","finishedAt":"$(date -u +%Y-%m-%dT%H:%M:%SZ)","serverVersion":"$server",
 "schemas":[$(printf '"%s",' "${schemas[@]}" | sed 's/,$//')],
 "uploads":[$uploads_json],
 "eventPositions":[$positions],
 "sha256":{$checksums}}
JSON
echo "backup: ${#schemas[@]} schemas (${schemas[*]}), ${#data_dirs[@]} uploads folder(s) -> $target"
