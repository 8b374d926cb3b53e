# syntax=docker/dockerfile:1
#
# Container image for the mahjong-scoring service.
#
#   docker build -t mahjong-scoring:dev .
#   docker run --rm -p 8080:8080 -p 50051:50051 mahjong-scoring:dev
#
# Stage 1 builds a fully static glibc binary (no musl target needed: the
# toolchain's own x86_64-unknown-linux-gnu target with +crt-static).
# Stage 2 is distroless "static" (no shell, no libc; has CA certificates,
# tzdata and the nonroot user 65532).
#
# Where base images cannot be pulled, build the binary on the host and use
# Containerfile.runtime instead (see scripts/deploy-check.sh).

ARG RUST_IMAGE=rust:1.95-bookworm
ARG RUNTIME_IMAGE=gcr.io/distroless/static-debian12:nonroot

# ---------------------------------------------------------------------------
FROM ${RUST_IMAGE} AS builder

WORKDIR /src

# The explicit --target keeps build scripts and proc-macros dynamically linked
# (they run on the build host) while the final binary is linked statically.
ENV CARGO_TERM_COLOR=never \
    CARGO_INCREMENTAL=0 \
    CARGO_BUILD_TARGET=x86_64-unknown-linux-gnu \
    RUSTFLAGS="-C target-feature=+crt-static"

# 1. Dependency layer: workspace manifests + lock file only, with stub sources.
#    This layer is rebuilt only when a manifest or Cargo.lock changes.
#    A stub build.rs makes cargo compile the load tool's [build-dependencies] here too.
COPY Cargo.toml Cargo.lock ./
COPY sdk/Cargo.toml sdk/Cargo.toml
COPY crates/mahjong-types/Cargo.toml crates/mahjong-types/Cargo.toml
COPY crates/mahjong-engine/Cargo.toml crates/mahjong-engine/Cargo.toml
COPY crates/mahjong-proto/Cargo.toml crates/mahjong-proto/Cargo.toml
COPY crates/mahjong-loadtest/Cargo.toml crates/mahjong-loadtest/Cargo.toml
COPY crates/mahjong-testkit/Cargo.toml crates/mahjong-testkit/Cargo.toml
RUN mkdir -p src sdk/src benches crates/mahjong-types/src crates/mahjong-engine/src crates/mahjong-proto/src \
        crates/mahjong-engine/benches crates/mahjong-loadtest/src crates/mahjong-testkit/src \
 && echo 'fn main() {}' > src/main.rs \
 && : > src/lib.rs \
 && : > sdk/src/lib.rs \
 && : > crates/mahjong-types/src/lib.rs \
 && : > crates/mahjong-engine/src/lib.rs \
 && : > crates/mahjong-proto/src/lib.rs \
 && : > crates/mahjong-loadtest/src/lib.rs \
 && : > crates/mahjong-testkit/src/lib.rs \
 && echo 'fn main() {}' > crates/mahjong-engine/benches/engine.rs \
 && echo 'fn main() {}' > benches/request.rs \
 && echo 'fn main() {}' > crates/mahjong-loadtest/build.rs \
 && cargo build --release --locked --target x86_64-unknown-linux-gnu \
        --package mahjong-scoring --bin mahjong-scoring \
 && rm -rf src sdk/src benches crates

# 2. Real sources. Everything the build may read must be listed here; the
#    .dockerignore keeps target/, .git/ and deployment files out of the context.
COPY . .

# COPY may keep mtimes older than the stub artefacts: touch so cargo rebuilds
# the workspace crates (dependencies stay cached).
RUN find src sdk crates benches proto -type f -exec touch {} + 2>/dev/null; \
    touch -c crates/mahjong-loadtest/build.rs; \
    cargo build --release --locked --target x86_64-unknown-linux-gnu \
        --package mahjong-scoring --bin mahjong-scoring \
 && cp target/x86_64-unknown-linux-gnu/release/mahjong-scoring /mahjong-scoring \
 && strip /mahjong-scoring \
 && /mahjong-scoring --help > /dev/null

# ---------------------------------------------------------------------------
FROM ${RUNTIME_IMAGE}

ARG VERSION=0.1.0
ARG REVISION=unknown
ARG CREATED=unknown

LABEL org.opencontainers.image.title="mahjong-scoring" \
      org.opencontainers.image.description="Stateless mahjong hand scoring service (HTTP/JSON and gRPC)" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.created="${CREATED}" \
      org.opencontainers.image.licenses="MIT" \
      org.opencontainers.image.base.name="gcr.io/distroless/static-debian12:nonroot"

COPY --from=builder /mahjong-scoring /usr/local/bin/mahjong-scoring

# HTTP (REST, /healthz, /readyz, /metrics) and gRPC.
EXPOSE 8080 50051

USER 65532:65532

# Listen on all interfaces inside the container. Further flags (e.g.
# --rulesets DIR, --log-format json) can be appended as the command/args.
ENTRYPOINT ["/usr/local/bin/mahjong-scoring", "serve", "--http", "0.0.0.0:8080", "--grpc", "0.0.0.0:50051"]
