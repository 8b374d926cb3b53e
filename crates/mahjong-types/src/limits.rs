//! Limits of the service that a client must respect.

/// Most requests in one `POST /v1/hands/score-batch`.
pub const MAX_BATCH: usize = 1000;

/// Largest request body the service takes, in bytes (256 KiB).
pub const MAX_BODY_BYTES: usize = 256 * 1024;

/// Most requests the service answers on one gRPC `ScoreHands` stream.
pub const MAX_STREAM: usize = 100 * MAX_BATCH;
