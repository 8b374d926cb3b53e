"""What a new integrator does first, against a running service, with generic tools from PyPI:

1. validates the served OpenAPI document (`/openapi.json`) with openapi-spec-validator (3.1);
2. sends every named request-body example of the document and expects the status under which the
   document shows the example's answer, and that answer itself;
3. opens the `type` of every problem answer (a page the service serves);
4. reads the rule sets and the README for references to files outside the repository;
5. sends a CORS preflight from the allowed origin and from another one;
6. discovers `mahjong.v1.Scoring` through gRPC server reflection v1alpha (grpcio-reflection's
   default), calls `ScoreHand` and `grpc.health.v1.Health/Check` without the proto files.

Usage: check.py HTTP_BASE GRPC_TARGET ALLOWED_ORIGIN
Ends with "N passed, M failed"; exits 1 on any failure.
"""

import json
import sys
import urllib.error
import urllib.parse
import urllib.request

import grpc
from google.protobuf import descriptor_pool, json_format, message_factory
from grpc_reflection.v1alpha.proto_reflection_descriptor_database import ProtoReflectionDescriptorDatabase
from openapi_spec_validator import OpenAPIV31SpecValidator

HTTP, GRPC, ORIGIN = sys.argv[1], sys.argv[2], sys.argv[3]
passed = failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok    {what}")
    else:
        failed += 1
        print(f"FAIL  {what}")


def request(method, path, body=None, headers=None):
    data = None if body is None else json.dumps(body).encode()
    h = {"content-type": "application/json"} if body is not None else {}
    h.update(headers or {})
    req = urllib.request.Request(urllib.parse.urljoin(HTTP, path), data=data, method=method, headers=h)
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, dict(r.headers), r.read()
    except urllib.error.HTTPError as e:
        return e.code, dict(e.headers), e.read()


# 1. The served document is valid OpenAPI 3.1.
status, _, raw = request("GET", "/openapi.json")
doc = json.loads(raw)
errors = list(OpenAPIV31SpecValidator(doc).iter_errors())
for e in errors[:10]:
    print("      ", e.message, "at", "/".join(map(str, e.path)))
check(status == 200 and not errors, f"/openapi.json is valid OpenAPI {doc.get('openapi')} ({len(errors)} errors)")

# 2. Every request-body example is answered as documented.
problem_types = set()
sent = 0
for path, item in doc["paths"].items():
    for method, op in item.items():
        examples = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("examples", {})
        if method == "post":
            check(bool(examples), f"POST {path} has request examples")
        for name, example in examples.items():
            documented = [
                (int(code), media["examples"][name]["value"])
                for code, resp in op["responses"].items()
                for media in resp.get("content", {}).values()
                if name in media.get("examples", {})
            ]
            if len(documented) != 1:
                check(False, f"{method.upper()} {path} example {name}: answer documented under {len(documented)} statuses")
                continue
            expected, answer = documented[0]
            got, headers, body = request(method.upper(), path, example["value"])
            sent += 1
            same = json.loads(body) == answer
            check(got == expected and same, f"{method.upper()} {path} example {name}: {got} (documented {expected}), answer {'as documented' if same else 'DIFFERS'}")
            if got >= 400:
                ptype = json.loads(body).get("type", "")
                problem_types.add(ptype)
                check(headers.get("Content-Type", headers.get("content-type", "")).startswith("application/problem+json"), f"  problem+json for {name}")
print(f"      {sent} examples sent")

# 3. Problem types resolve to a page that explains the code.
for ptype in sorted(problem_types):
    code = ptype.rsplit("/", 1)[-1]
    status, headers, body = request("GET", ptype)
    check(ptype.startswith("/problems/") and status == 200 and f'id="{code}"' in body.decode(), f"problem type {ptype} resolves ({status})")
status, _, _ = request("GET", "/problems/no_such_code")
check(status == 404, "an unknown problem code is 404")

# The query parameter is where the server reads it, and a language outside the enum is a 400.
status, _, body = request("GET", "/v1/rulesets?language=nl")
check(status == 200 and "Rode Boekje" in body.decode(), "GET /v1/rulesets?language=nl")
status, _, body = request("GET", "/v1/rulesets?language=xx")
check(status == 400 and json.loads(body)["errors"][0]["code"] == "unknown_language", "GET /v1/rulesets?language=xx is 400")

# 4. Nothing served points at files outside the repository.
# Written in pieces so that this file does not itself hold them.
OUTSIDE = tuple(a + b for a, b in [("shared", "/"), ("seeds", "/"), ("RULES", ".md"), ("API", ".md"), ("example", ".invalid")])
status, _, body = request("GET", "/v1/rulesets")
texts = {"/v1/rulesets": body.decode()}
for rs in json.loads(body)["rulesets"]:
    texts[f"/v1/rulesets/{rs['id']}"] = request("GET", f"/v1/rulesets/{rs['id']}")[2].decode()
texts["/openapi.json"] = raw.decode()
for where, text in texts.items():
    hits = [o for o in OUTSIDE if o in text]
    check(not hits, f"{where} refers to no outside file {hits or ''}")

# 5. CORS: a preflight from the allowed origin is answered with the methods and headers; one from
# another origin is not allowed.
pre = {"Origin": ORIGIN, "Access-Control-Request-Method": "POST",
       "Access-Control-Request-Headers": "content-type, accept-language, traceparent"}
status, headers, _ = request("OPTIONS", "/v1/hands/score", headers=pre)
h = {k.lower(): v for k, v in headers.items()}
allowed_headers = h.get("access-control-allow-headers", "").lower()
check(status < 300 and h.get("access-control-allow-origin") == ORIGIN and "post" in h.get("access-control-allow-methods", "").lower()
      and all(x in allowed_headers for x in ("content-type", "accept-language", "traceparent")),
      f"CORS preflight from {ORIGIN}: {status}, {h.get('access-control-allow-origin')}, headers {allowed_headers}")
status, headers, _ = request("OPTIONS", "/v1/hands/score", headers=dict(pre, Origin="https://elsewhere.example.net"))
h = {k.lower(): v for k, v in headers.items()}
check("access-control-allow-origin" not in h, f"CORS preflight from another origin: {status}, no Access-Control-Allow-Origin")

# 6. gRPC through reflection v1alpha, without the proto files.
channel = grpc.insecure_channel(GRPC)
db = ProtoReflectionDescriptorDatabase(channel)
services = db.get_services()
check("mahjong.v1.Scoring" in services, f"v1alpha reflection lists {services}")
pool = descriptor_pool.DescriptorPool(db)


def call(full_method, body):
    service_name, method_name = full_method.rsplit("/", 1)
    method = pool.FindServiceByName(service_name).FindMethodByName(method_name)
    request_class = message_factory.GetMessageClass(method.input_type)
    response_class = message_factory.GetMessageClass(method.output_type)
    stub = channel.unary_unary(f"/{full_method}", request_serializer=request_class.SerializeToString,
                               response_deserializer=response_class.FromString)
    answer = stub(json_format.ParseDict(body, request_class()), timeout=10)
    return json_format.MessageToDict(answer, preserving_proto_field_name=True)


score = call("mahjong.v1.Scoring/ScoreHand", {
    "ruleset": "ecr", "seat_wind": "south", "round_wind": "east",
    "hand": {"compact": "b1b2b3 d5d5d5 c7c8c9 wewe drdrdr"},
    "win": {"tile": "we", "source": "discard", "discarder": "north"}})
print("      ScoreHand:", json.dumps({k: score.get(k) for k in ("ruleset", "mahjong", "total", "points", "doublings")}))
check(score.get("total") == 92 and score.get("mahjong") is True, "ScoreHand through reflection: total 92")
try:
    call("mahjong.v1.Scoring/ScoreHand", {"ruleset": "ecr", "seat_wind": "south", "round_wind": "east",
                                         "hand": {"compact": "b1b2b3 rdrdrd"}})
    check(False, "ScoreHand with an unknown tile is refused")
except grpc.RpcError as e:
    check(e.code() == grpc.StatusCode.INVALID_ARGUMENT and '"rd" is not a tile code' in e.details(),
          f"ScoreHand with an unknown tile: {e.code().name}: {e.details()[:90]}")
for service in ("", "mahjong.v1.Scoring"):
    health = call("grpc.health.v1.Health/Check", {"service": service})
    check(health.get("status") == "SERVING", f"Health/Check {service!r}: {health}")

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
