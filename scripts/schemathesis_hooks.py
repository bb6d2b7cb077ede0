"""schemathesis hooks for scripts/schemathesis.mjs (loaded through SCHEMATHESIS_HOOKS=schemathesis_hooks).

Rules between two fields that an OpenAPI 3.0 document cannot state are taught to the generator here, so that what it
draws as valid data is valid: a range's lower bound is not above its upper bound (min/max, valueMin/valueMax,
closingFrom/closingTo) in the searches' query strings and in saved-search filters. The server refuses such a range
with a 400 naming both bounds (SEARCH.INVALID_RANGE); its negative tests stay in tenders' suites. An uploaded document
names a `certification` when its `purpose` is `certificate`, and only then (400 FILE.INVALID_PURPOSE otherwise; its
negative tests are accounts' company-documents suite): a oneOf would say it, but schemathesis then no longer sends the
binary `file` as a file part. Only cases are
skipped, never changed: every check still runs on everything else that is drawn.
"""
import schemathesis

RANGES = (("min", "max"), ("minValue", "maxValue"), ("valueMin", "valueMax"), ("closingFrom", "closingTo"))


def _bound(value):
    if isinstance(value, list):
        return _bound(value[-1]) if value else None
    return value


def _ordered(params):
    if not isinstance(params, dict):
        return True
    for low_name, high_name in RANGES:
        low, high = _bound(params.get(low_name)), _bound(params.get(high_name))
        if low is None or high is None:
            continue
        try:
            if float(low) > float(high):
                return False
        except (TypeError, ValueError):
            if isinstance(low, str) and isinstance(high, str) and low > high:
                return False
    return True


@schemathesis.hook
def filter_query(ctx, query):
    return _ordered(query)


def _purpose_names_certification(body):
    if "certification" not in body and "purpose" not in body:
        return True
    return (body.get("purpose") == "certificate") == (body.get("certification") is not None)


@schemathesis.hook
def filter_body(ctx, body):
    if isinstance(body, dict):
        return _ordered(body) and _ordered(body.get("filters")) and _purpose_names_certification(body)
    return True
