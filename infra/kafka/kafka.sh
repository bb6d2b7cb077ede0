#!/usr/bin/env bash
# kafka.sh - local single-node Apache Kafka (KRaft, combined broker+controller) on 127.0.0.1 for tests, CI and
# local runs. The broker classpath comes from Maven Central through ./pom.xml (no Apache tarball, no Docker).
#
#   kafka.sh start        fetch jars (first time), write config, format storage (first time), start in the
#                         background and wait until the broker answers clients. Idempotent: already running -> ok.
#   kafka.sh stop         clean shutdown (SIGTERM, SIGKILL after KAFKA_STOP_TIMEOUT seconds). Not running -> ok.
#   kafka.sh status       exit 0 when the broker answers on 127.0.0.1:$KAFKA_PORT, 1 otherwise
#   kafka.sh fetch        only download the jars
#   kafka.sh run          run in the foreground (debugging; Ctrl-C stops it)
#   kafka.sh logs [-f]    print the last 200 lines of the broker log (-f: follow)
#   kafka.sh clean        stop, then delete data, logs and config (keeps the downloaded jars)
#
# Environment (defaults):
#   KAFKA_VERSION=3.9.1              Kafka release (3.9.x; 4.x via the pom's kafka4 profile, untested with kafkajs)
#   KAFKA_PORT=9092                  client (PLAINTEXT) port, bound on 127.0.0.1 only
#   KAFKA_CONTROLLER_PORT=9093       KRaft controller port (default: KAFKA_PORT + 1)
#   KAFKA_HOME=<repo>/.kafka-local   per-broker state: config/ data/ logs/ kafka.pid cluster.id
#   KAFKA_CACHE_DIR=<repo>/.kafka-local/libs   downloaded jars, <version>/ subfolders, shared by all brokers
#   KAFKA_HEAP=512m  KAFKA_OPTS=""   JVM heap / extra JVM options
#   KAFKA_EXTRA_PROPERTIES=""        extra server.properties lines (newline separated; they override ours)
#   KAFKA_READY_TIMEOUT=120  KAFKA_STOP_TIMEOUT=30   seconds
#   MVN=mvn  MVN_ARGS=""  KAFKA_POM=<this dir>/pom.xml  JAVA_HOME / JAVA=java
# A second broker at the same time: give it its own port and home, e.g.
#   KAFKA_PORT=19092 KAFKA_HOME=/tmp/kafka-b bash infra/kafka/kafka.sh start     (controller port 19093)
# Requirements: bash, java 11+ (17+ for Kafka 4.x), maven 3.6.3+ (Debian: openjdk-17-jre-headless maven).
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_ROOT=$(cd "$SCRIPT_DIR/../.." && pwd)

KAFKA_VERSION=${KAFKA_VERSION:-3.9.1}
SCALA_BINARY=${SCALA_BINARY:-2.13}
KAFKA_HOST=127.0.0.1
KAFKA_PORT=${KAFKA_PORT:-9092}
valid_port() { [[ $1 =~ ^[1-9][0-9]{0,4}$ ]] && (( $1 <= 65535 )); }
if ! valid_port "$KAFKA_PORT"; then
  printf 'kafka.sh: ERROR: KAFKA_PORT must be a TCP port number (got "%s")\n' "$KAFKA_PORT" >&2; exit 2
fi
KAFKA_CONTROLLER_PORT=${KAFKA_CONTROLLER_PORT:-$(( KAFKA_PORT + 1 ))}
if ! valid_port "$KAFKA_CONTROLLER_PORT" || (( KAFKA_CONTROLLER_PORT == KAFKA_PORT )); then
  printf 'kafka.sh: ERROR: KAFKA_CONTROLLER_PORT must be a TCP port number other than KAFKA_PORT (got "%s")\n' \
    "$KAFKA_CONTROLLER_PORT" >&2; exit 2
fi
KAFKA_HEAP=${KAFKA_HEAP:-512m}
KAFKA_READY_TIMEOUT=${KAFKA_READY_TIMEOUT:-120}
KAFKA_STOP_TIMEOUT=${KAFKA_STOP_TIMEOUT:-30}
KAFKA_EXTRA_PROPERTIES=${KAFKA_EXTRA_PROPERTIES:-}
KAFKA_POM=${KAFKA_POM:-$SCRIPT_DIR/pom.xml}
MVN=${MVN:-mvn}
MVN_ARGS=${MVN_ARGS:-}
if [[ -z ${JAVA:-} ]]; then
  if [[ -n ${JAVA_HOME:-} && -x ${JAVA_HOME:-}/bin/java ]]; then JAVA=$JAVA_HOME/bin/java; else JAVA=java; fi
fi

abspath() { case $1 in /*) printf '%s' "$1" ;; *) printf '%s/%s' "$PWD" "$1" ;; esac; }
KAFKA_HOME=$(abspath "${KAFKA_HOME:-$REPO_ROOT/.kafka-local}")
KAFKA_CACHE_DIR=$(abspath "${KAFKA_CACHE_DIR:-$REPO_ROOT/.kafka-local/libs}")
CONF_DIR=$KAFKA_HOME/config
DATA_DIR=$KAFKA_HOME/data
LOG_DIR=$KAFKA_HOME/logs
PID_FILE=$KAFKA_HOME/kafka.pid
CLUSTER_ID_FILE=$KAFKA_HOME/cluster.id
SERVER_PROPS=$CONF_DIR/server.properties

log() { printf 'kafka.sh[%s]: %s\n' "$KAFKA_PORT" "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

resolve_version() {
  [[ $KAFKA_VERSION =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || die "unexpected KAFKA_VERSION '$KAFKA_VERSION' (want e.g. 3.9.1)"
  KAFKA_MAJOR=${KAFKA_VERSION%%.*}
  (( KAFKA_MAJOR >= 3 )) || die "only Kafka 3.9.x and 4.x are supported (got $KAFKA_VERSION)"
  LIBS=$KAFKA_CACHE_DIR/$KAFKA_VERSION
  CORE_JAR=$LIBS/kafka_${SCALA_BINARY}-${KAFKA_VERSION}.jar
}

# ---- locking: serialises concurrent start/stop/clean of one KAFKA_HOME (e.g. parallel CI jobs / test workers).
# fd 9 = home lock, fd 8 = jar cache lock. Both are closed for the broker process so it never inherits them.
lock_home() {
  mkdir -p "$KAFKA_HOME"
  command -v flock >/dev/null || return 0
  exec 9>"$KAFKA_HOME/.lock"
  flock -w 600 9 || die "timed out waiting for another kafka.sh on $KAFKA_HOME"
}

java_major() { # "17", "21", ... ("1.8" on Java 8 -> "8")
  "$JAVA" -XshowSettings:properties -version 2>&1 |
    awk -F'= ' '/java.specification.version/ {print $2; exit}' | sed 's/^1\.//'
}

check_java() {
  command -v "$JAVA" >/dev/null ||
    die "java not found (Debian: apt-get install -y openjdk-17-jre-headless; or set JAVA_HOME)"
  local need=11 have
  (( KAFKA_MAJOR >= 4 )) && need=17
  have=$(java_major)
  [[ $have =~ ^[0-9]+$ ]] || die "could not determine the Java version of '$JAVA'"
  (( have >= need )) || die "Kafka $KAFKA_VERSION needs Java $need+, '$JAVA' is Java $have"
}

fetch() {
  [[ -f $CORE_JAR ]] && return 0
  command -v "$MVN" >/dev/null || die "maven not found (Debian: apt-get install -y maven; or set MVN)"
  [[ -f $KAFKA_POM ]] || die "pom not found: $KAFKA_POM"
  mkdir -p "$KAFKA_CACHE_DIR"
  if command -v flock >/dev/null; then
    exec 8>"$KAFKA_CACHE_DIR/.lock-$KAFKA_VERSION"
    flock -w 900 8 || die "timed out waiting for another download into $LIBS"
    if [[ -f $CORE_JAR ]]; then exec 8>&-; return 0; fi   # another process fetched it meanwhile
  fi
  local profile=kafka4 tmp="$LIBS.partial" t0=$SECONDS
  (( KAFKA_MAJOR == 3 )) && profile=kafka3
  rm -rf "$tmp"
  log "fetching org.apache.kafka:kafka_${SCALA_BINARY}:$KAFKA_VERSION + runtime deps from Maven Central into $LIBS"
  # Run from the cache dir so nothing lands in the caller's cwd; maven's output goes to a log shown on failure.
  local mvn_log="$KAFKA_CACHE_DIR/fetch-$KAFKA_VERSION.log"
  # shellcheck disable=SC2086
  if ! (cd "$KAFKA_CACHE_DIR" && "$MVN" -B -Dstyle.color=never $MVN_ARGS -f "$KAFKA_POM" -P "$profile" \
      -Dkafka.version="$KAFKA_VERSION" -Dscala.binary.version="$SCALA_BINARY" -Dkafka.libs.dir="$tmp" \
      dependency:copy-dependencies) >"$mvn_log" 2>&1 </dev/null; then
    grep -E '\[(ERROR|WARNING)\]' "$mvn_log" | head -n 20 >&2 || tail -n 20 "$mvn_log" >&2
    rm -rf "$tmp"
    die "maven could not download Kafka $KAFKA_VERSION (full output: $mvn_log). Is Maven Central reachable? Proxy/mirror settings go in ~/.m2/settings.xml or MVN_ARGS=\"-s file\""
  fi
  [[ -f $tmp/kafka_${SCALA_BINARY}-${KAFKA_VERSION}.jar ]] ||
    die "maven finished but kafka_${SCALA_BINARY}-${KAFKA_VERSION}.jar is missing in $tmp"
  rm -rf "$LIBS" && mv "$tmp" "$LIBS"
  exec 8>&-
  log "$(find "$LIBS" -name '*.jar' | wc -l | tr -d ' ') jars in $LIBS ($(( SECONDS - t0 ))s)"
}

write_config() {
  mkdir -p "$CONF_DIR" "$DATA_DIR" "$LOG_DIR"
  cat >"$SERVER_PROPS" <<EOF
# Generated by infra/kafka/kafka.sh on every start - edits are overwritten; use KAFKA_EXTRA_PROPERTIES.
# Kafka $KAFKA_VERSION: single node, KRaft combined mode, loopback only, PLAINTEXT.
process.roles=broker,controller
node.id=1
# Static quorum: works for 3.9.x and 4.x and needs no --standalone at format time.
controller.quorum.voters=1@$KAFKA_HOST:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://$KAFKA_HOST:$KAFKA_PORT,CONTROLLER://$KAFKA_HOST:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$KAFKA_HOST:$KAFKA_PORT
inter.broker.listener.name=PLAINTEXT
controller.listener.names=CONTROLLER
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$DATA_DIR
num.partitions=1
default.replication.factor=1
min.insync.replicas=1
auto.create.topics.enable=true
# Internal topics default to replication factor 3: a single node could never create them and consumer groups
# would hang on "The group coordinator is not available". One partition = faster first group join in tests.
offsets.topic.replication.factor=1
offsets.topic.num.partitions=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=1
group.initial.rebalance.delay.ms=0
EOF
  if (( KAFKA_MAJOR >= 4 )); then
    cat >>"$SERVER_PROPS" <<'EOF'
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
EOF
  fi
  if [[ -n $KAFKA_EXTRA_PROPERTIES ]]; then
    printf '# KAFKA_EXTRA_PROPERTIES\n%s\n' "$KAFKA_EXTRA_PROPERTIES" >>"$SERVER_PROPS"
  fi
  # Log to file at INFO, echo WARN+ to kafka.out. 3.9.x reads log4j 1.x syntax (reload4j), 4.x reads Log4j 2.
  cat >"$CONF_DIR/log4j.properties" <<'EOF'
log4j.rootLogger=INFO, stdout, file
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.Threshold=WARN
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.appender.file=org.apache.log4j.FileAppender
log4j.appender.file.File=${kafka.logs.dir}/server.log
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.org.apache.kafka.clients=WARN
EOF
  cat >"$CONF_DIR/log4j2.properties" <<'EOF'
status = warn
name = kafka-local
appender.console.type = Console
appender.console.name = STDOUT
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = [%d] %p %m (%c)%n
appender.console.filter.threshold.type = ThresholdFilter
appender.console.filter.threshold.level = warn
appender.file.type = File
appender.file.name = FILE
appender.file.fileName = ${sys:kafka.logs.dir}/server.log
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = info
rootLogger.appenderRef.stdout.ref = STDOUT
rootLogger.appenderRef.file.ref = FILE
EOF
}

java_cmd() { # fills JAVA_CMD: JVM + logging options + classpath; callers append the main class
  local extra=()
  [[ -n ${KAFKA_OPTS:-} ]] && read -r -a extra <<<"$KAFKA_OPTS"
  JAVA_CMD=("$JAVA" -Xms"$KAFKA_HEAP" -Xmx"$KAFKA_HEAP" -XX:+UseG1GC -XX:MaxGCPauseMillis=20
    -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true -Dkafka.logs.dir="$LOG_DIR")
  if (( KAFKA_MAJOR >= 4 )); then
    JAVA_CMD+=(-Dlog4j2.configurationFile="$CONF_DIR/log4j2.properties")
  else
    JAVA_CMD+=(-Dlog4j.configuration="file:$CONF_DIR/log4j.properties")
  fi
  JAVA_CMD+=(${extra[@]+"${extra[@]}"} -cp "$LIBS/*")
}

new_cluster_id() { # Kafka Uuid: 16 random bytes, URL-safe base64 without padding, must not start with '-'
  local id=
  if command -v base64 >/dev/null && [[ -r /dev/urandom ]]; then
    while [[ -z $id || $id == -* ]]; do
      id=$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')
    done
  else
    id=$(cd "$KAFKA_HOME" && "${JAVA_CMD[@]}" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -n1 | tr -d '[:space:]')
  fi
  printf '%s' "$id"
}

format_storage() {
  [[ -f $DATA_DIR/meta.properties ]] && return 0
  local cid
  if [[ -s $CLUSTER_ID_FILE ]]; then cid=$(<"$CLUSTER_ID_FILE"); else cid=$(new_cluster_id); fi
  [[ $cid =~ ^[A-Za-z0-9_-]{22}$ ]] || die "bad cluster id '$cid' (delete $CLUSTER_ID_FILE)"
  printf '%s\n' "$cid" >"$CLUSTER_ID_FILE"
  log "formatting $DATA_DIR (cluster id $cid)"
  (cd "$KAFKA_HOME" && "${JAVA_CMD[@]}" kafka.tools.StorageTool format -t "$cid" -c "$SERVER_PROPS") \
    >"$LOG_DIR/format.out" 2>&1 9>&- ||
    { cat "$LOG_DIR/format.out" >&2; die "storage format failed (output above, also in $LOG_DIR/format.out)"; }
}

port_open() { # $1 = port; succeeds when something accepts a TCP connection on 127.0.0.1:$1
  { exec 3<>"/dev/tcp/$KAFKA_HOST/$1"; } 2>/dev/null || return 1
  exec 3<&- 3>&-
}

kafka_answers() {
  # Kafka binds its client port only when it starts serving requests, i.e. after the broker is unfenced
  # (see README), so an open port is already a good sign. We additionally send an ApiVersions v0 request
  # (api_key 18, correlation id 1, client id "probe") and require a response carrying that correlation id.
  local resp
  { exec 3<>"/dev/tcp/$KAFKA_HOST/$KAFKA_PORT"; } 2>/dev/null || return 1
  printf '\x00\x00\x00\x0f\x00\x12\x00\x00\x00\x00\x00\x01\x00\x05probe' >&3 2>/dev/null || { exec 3<&- 3>&-; return 1; }
  if command -v timeout >/dev/null; then
    resp=$(timeout 5 head -c 8 <&3 | od -An -tx1 | tr -d ' \n') || true
  else
    resp=$(head -c 8 <&3 | od -An -tx1 | tr -d ' \n') || true
  fi
  exec 3<&- 3>&-
  [[ ${#resp} -eq 16 && ${resp:8:8} == 00000001 ]]
}

cmdline_of() { # full command line of a pid, or fail
  if [[ -r /proc/$1/cmdline ]]; then tr '\0' ' ' <"/proc/$1/cmdline"; else ps -ww -p "$1" -o args= 2>/dev/null; fi
}

is_our_broker() { # $1 = pid: a kafka.Kafka JVM started with this KAFKA_HOME's config
  local args
  args=$(cmdline_of "$1") || return 1
  [[ $args == *kafka.Kafka*"$SERVER_PROPS"* ]]
}

running_pid() { # prints the pid of this KAFKA_HOME's broker, fails when none runs
  local pid line
  if [[ -f $PID_FILE ]]; then
    pid=$(<"$PID_FILE")
    if [[ $pid =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null && is_our_broker "$pid"; then
      printf '%s' "$pid"; return 0
    fi
  fi
  # no (valid) pid file: look for a broker of this home anyway (pid file deleted, or started with `run`)
  # shellcheck disable=SC2009  # pgrep is missing where ps is (macOS has both, slim images neither)
  while read -r line; do
    pid=${line%% *}
    [[ $pid =~ ^[0-9]+$ && $pid != "$$" ]] || continue
    if is_our_broker "$pid"; then printf '%s' "$pid"; return 0; fi
  done < <(ps -ww -eo pid=,args= 2>/dev/null | grep -F "$SERVER_PROPS" | grep -F kafka.Kafka | sed 's/^ *//' || true)
  return 1
}

configured_port() { # client port written into the existing server.properties (empty if none)
  [[ -f $SERVER_PROPS ]] || return 0
  sed -n "s#^listeners=PLAINTEXT://[^:]*:\([0-9]*\),.*#\1#p" "$SERVER_PROPS" | head -n1
}

who_listens() { # $1 = port: best-effort description of the listener
  command -v ss >/dev/null || return 0
  ss -Hltnp "sport = :$1" 2>/dev/null | sed -n 's/.*users:((\(.*\)))/ (listener: \1)/p' | head -n1
}

show_failure_logs() {
  local f
  for f in "$LOG_DIR/kafka.out" "$LOG_DIR/server.log"; do
    [[ -s $f ]] || continue
    printf -- '----- last lines of %s -----\n' "$f" >&2
    tail -n 30 "$f" >&2
  done
}

wait_ready() { # $1 = pid
  local pid=$1 t0=$SECONDS
  while (( SECONDS - t0 < KAFKA_READY_TIMEOUT )); do
    if ! kill -0 "$pid" 2>/dev/null; then
      show_failure_logs
      rm -f "$PID_FILE"
      die "broker process $pid exited during startup (logs above; all logs in $LOG_DIR)"
    fi
    if kafka_answers; then
      log "Kafka $KAFKA_VERSION ready on $KAFKA_HOST:$KAFKA_PORT (pid $pid, home $KAFKA_HOME)"
      return 0
    fi
    sleep 0.2
  done
  show_failure_logs
  die "broker (pid $pid) still not answering on $KAFKA_HOST:$KAFKA_PORT after ${KAFKA_READY_TIMEOUT}s; it is left running - inspect $LOG_DIR, then '$0 stop'"
}

check_ports_free() {
  local p
  for p in "$KAFKA_PORT" "$KAFKA_CONTROLLER_PORT"; do
    if port_open "$p"; then
      die "$KAFKA_HOST:$p is already in use by another process$(who_listens "$p") - not by the broker of KAFKA_HOME=$KAFKA_HOME. Stop it, or use other ports: KAFKA_PORT=<port> KAFKA_HOME=<dir> $0 start"
    fi
  done
}

prepare() {
  check_java
  fetch
  write_config
  java_cmd
  format_storage
}

start() {
  local pid t0=$SECONDS cport
  lock_home
  if pid=$(running_pid); then
    cport=$(configured_port)
    if [[ -n $cport && $cport != "$KAFKA_PORT" ]]; then
      die "the broker of KAFKA_HOME=$KAFKA_HOME is already running on port $cport (pid $pid). A second broker needs its own home: KAFKA_PORT=$KAFKA_PORT KAFKA_HOME=<other dir> $0 start"
    fi
    log "already running (pid $pid)"
    wait_ready "$pid"
    return 0
  fi
  rm -f "$PID_FILE"
  check_ports_free
  prepare
  log "starting (logs: $LOG_DIR/server.log)"
  # Detached: own session (setsid) so Ctrl-C / the caller's process group ending does not kill it; cwd = home so
  # JVM crash files never land in the caller's directory; lock fds closed. setsid/nohup exec, so $! is the JVM.
  local launcher=nohup
  command -v setsid >/dev/null && launcher=setsid
  (cd "$KAFKA_HOME" && exec "$launcher" "${JAVA_CMD[@]}" kafka.Kafka "$SERVER_PROPS") \
    >"$LOG_DIR/kafka.out" 2>&1 </dev/null 8>&- 9>&- &
  pid=$!
  printf '%s\n' "$pid" >"$PID_FILE"
  wait_ready "$pid"
  log "start took $(( SECONDS - t0 ))s; bootstrap servers: $KAFKA_HOST:$KAFKA_PORT"
}

stop() {
  local pid i
  if [[ ! -d $KAFKA_HOME ]]; then log "not running"; return 0; fi
  lock_home
  if ! pid=$(running_pid); then
    rm -f "$PID_FILE"
    log "not running"
    return 0
  fi
  log "stopping pid $pid"
  kill -TERM "$pid" 2>/dev/null || true
  for (( i = 0; i < KAFKA_STOP_TIMEOUT * 5; i++ )); do
    if ! kill -0 "$pid" 2>/dev/null; then rm -f "$PID_FILE"; log "stopped"; return 0; fi
    sleep 0.2
  done
  log "WARNING: no exit after ${KAFKA_STOP_TIMEOUT}s, sending SIGKILL (data is kept; Kafka recovers its logs on next start)"
  kill -KILL "$pid" 2>/dev/null || true
  for (( i = 0; i < 50; i++ )); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  rm -f "$PID_FILE"
}

status() {
  local pid
  if pid=$(running_pid); then
    if kafka_answers; then
      log "running (pid $pid), answering on $KAFKA_HOST:$KAFKA_PORT, home $KAFKA_HOME"; return 0
    fi
    log "process $pid is running but not answering on $KAFKA_HOST:$KAFKA_PORT (starting or stuck; see $0 logs)"
    return 1
  fi
  if kafka_answers; then
    log "a Kafka broker answers on $KAFKA_HOST:$KAFKA_PORT, but it is not managed by KAFKA_HOME=$KAFKA_HOME"
    return 0
  fi
  log "not running"
  return 1
}

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
}

cmd=${1:-}
[[ $# -gt 0 ]] && shift
case $cmd in
  start)  resolve_version; start ;;
  stop)   stop ;;
  status) status ;;
  fetch)  resolve_version; check_java; fetch ;;
  run)    resolve_version; lock_home
          if pid=$(running_pid); then die "already running in the background (pid $pid); '$0 stop' first"; fi
          check_ports_free; prepare; exec 9>&-
          log "running in the foreground on $KAFKA_HOST:$KAFKA_PORT (Ctrl-C stops it)"
          cd "$KAFKA_HOME" && exec "${JAVA_CMD[@]}" kafka.Kafka "$SERVER_PROPS" ;;
  logs)   [[ -f $LOG_DIR/server.log ]] || die "no log yet: $LOG_DIR/server.log"
          if [[ ${1:-} == -f ]]; then exec tail -n 200 -F "$LOG_DIR/server.log"; fi
          tail -n 200 "$LOG_DIR/server.log" ;;
  clean)  stop
          rm -rf "$DATA_DIR" "$LOG_DIR" "$CONF_DIR" "$CLUSTER_ID_FILE" "$PID_FILE"
          log "data, logs and config removed from $KAFKA_HOME (jars kept in $KAFKA_CACHE_DIR)" ;;
  help|-h|--help) usage ;;
  *)      usage; die "unknown command '${cmd}' (want start|stop|status|fetch|run|logs|clean)" ;;
esac
