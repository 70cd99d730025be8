#!/usr/bin/env bash
# One call per operation family. Usage: KEY=sk_... [BASE_URL=http://localhost:3000] bash examples/curl.sh
set -euo pipefail
: "${KEY:?set KEY to an API key (sk_...)}"
BASE_URL="${BASE_URL:-http://localhost:3000}"

call() {
  local method=$1 path=$2 body=${3:-}
  echo "== $method $path" >&2
  if [[ $method == GET ]]; then
    curl -sS --fail-with-body "$BASE_URL$path" -H "X-API-Key: $KEY"
  else
    curl -sS --fail-with-body -X POST "$BASE_URL$path" -H "X-API-Key: $KEY" -H 'Content-Type: application/json' -d "$body"
  fi
  echo
}

SEOUL='{"latitude":37.5665,"longitude":126.978,"timezone":"Asia/Seoul"}'
BUSAN='{"latitude":35.1796,"longitude":129.0756,"timezone":"Asia/Seoul"}'

# Western natal chart, and its demo.
call POST /v1/astrology/natal-chart \
  "{\"datetime\":\"1990-05-15T14:30:00\",\"location\":$SEOUL,\"house_system\":\"PLACIDUS\",\"name\":\"Kim\",\"include_asteroids\":true}"
call GET /v1/astrology/natal-chart/demo

# The natal wheel as SVG (Korean labels): save it and open it in a browser.
call POST /v1/astrology/natal-chart/svg \
  "{\"datetime\":\"1990-05-15T14:30:00\",\"location\":$SEOUL,\"name\":\"Kim\",\"lang\":\"ko\"}" > "${SVG_OUT:-natal.svg}"
echo "   saved ${SVG_OUT:-natal.svg}" >&2

# Saju (four pillars), basic.
call POST /v1/saju/basic \
  '{"name":"홍길동","birthdate":"1990-05-15","birth_time":"14:30","gender":"M","is_lunar":false,"is_leap_month":false}'

# Jami (자미두수) with a target year.
call POST /v1/jami/analysis \
  '{"input_data":{"name":"홍길동","birthdate":"1990-05-15","is_lunar":false,"is_leap_month":false,"birth_time":"14:30","gender":"M"},"target_year_ganji":"갑진"}'

# Transits (developer tier and above).
call POST /v1/astrology/transits \
  "{\"natal_datetime\":\"1990-05-15T14:30:00\",\"natal_location\":$SEOUL,\"transit_datetime\":\"2024-03-01T09:00:00\"}"

# Synastry (developer tier and above).
call POST /v1/astrology/synastry \
  "{\"person1_datetime\":\"1990-05-15T14:30:00\",\"person1_location\":$SEOUL,\"person2_datetime\":\"1992-08-20T09:15:00\",\"person2_location\":$BUSAN,\"analysis_depth\":\"basic\"}"

# GraphQL: select only the fields you need.
call POST /graphql \
  '{"query":"{ westernNatalChart(input: {datetime: \"1990-05-15T14:30:00\", location: {latitude: 37.5665, longitude: 126.978, timezone: \"Asia/Seoul\"}}) { bodies { sun { sign dms house } moon { sign } } angles { asc { sign dms } } } }"}'
