#!/bin/sh
# Entry point of the Jointly service image (installed as /usr/local/bin/jointly-entrypoint).
#
# 1. <NAME>_FILE: for each variable listed below, when <NAME> is empty and <NAME>_FILE names a readable file, export
#    <NAME> with that file's content. Compose uses it to hand the JWT keys generated into a volume to the services;
#    it works the same with Docker/Compose secrets (e.g. ADMIN_PASSWORD_FILE=/run/secrets/admin_password).
# 2. Without arguments, start the service the image was built for: node dist/services/$SERVICE/src/main.js.
#    With arguments, run them instead (e.g. `docker run --rm jointly/accounts:local node -v`).
set -eu

for name in JWT_PRIVATE_KEY JWT_PUBLIC_KEY OTP_CODE_KEY DATABASE_URL SMTP_URL ADMIN_PASSWORD METRICS_TOKEN; do
  eval "file=\${${name}_FILE:-}"
  eval "value=\${${name}:-}"
  [ -n "$file" ] || continue
  if [ -n "$value" ]; then
    echo "jointly-entrypoint: $name and ${name}_FILE are both set; using $name" >&2
    continue
  fi
  if [ ! -r "$file" ]; then
    echo "jointly-entrypoint: ${name}_FILE=$file is not a readable file" >&2
    exit 1
  fi
  value=$(cat "$file")
  export "$name=$value"
done
unset file value name

if [ "$#" -eq 0 ]; then
  set -- node "dist/services/${SERVICE:?the image was built without SERVICE}/src/main.js"
fi
exec "$@"
