//! Limits of the service that a client must respect.

/// Most requests in one `POST /v1/hands/score-batch`.
pub const MAX_BATCH: usize = 1000;

/// Largest request body (and gRPC message) the service takes by default, in bytes (1 MiB: a
/// batch of 1,000 requests in object form), except where an operation states its own (sessions
/// and tournaments, below). A deployment may set another (`--max-message-bytes`).
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

/// Most requests the service answers on one gRPC `ScoreHands` stream.
pub const MAX_STREAM: usize = 100 * MAX_BATCH;

/// Most deals in one `POST /v1/sessions/score` (and in one session of a tournament).
pub const MAX_SESSION_DEALS: usize = 1000;

/// Most sessions in one `POST /v1/tournaments/standings`.
pub const MAX_TOURNAMENT_SESSIONS: usize = 1000;

/// Most deals in all the sessions of one `POST /v1/tournaments/standings` together (sessions
/// may also be given by their final totals alone, which count no deals).
pub const MAX_TOURNAMENT_DEALS: usize = 16 * MAX_TOURNAMENT_SESSIONS;

/// Largest body of `POST /v1/sessions/score` (and message of gRPC `ScoreSession`), in bytes
/// (2 MiB): 1,000 deals of four hands in object form.
pub const MAX_SESSION_BODY_BYTES: usize = 2 * 1024 * 1024;

/// Largest body of `POST /v1/tournaments/standings`, in bytes (4 MiB; also the largest message
/// of gRPC `TournamentStandings`): 1,000 sessions of 16 deals given by their known scores.
pub const MAX_TOURNAMENT_BODY_BYTES: usize = 4 * 1024 * 1024;

/// Longest player id, in bytes.
pub const MAX_PLAYER_ID: usize = 64;

/// Longest player name, in bytes.
pub const MAX_PLAYER_NAME: usize = 200;

/// Most announcements a win lists: each of the kinds ([`crate::win::Announcement`]) once. A longer
/// list is refused with one problem (`invalid_win` at `/win/announcements`), not one per item.
pub const MAX_ANNOUNCEMENTS: usize = 6;
