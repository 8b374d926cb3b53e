//! Sessions: `POST /v1/sessions/reconcile`.

use serde::{Deserialize, Serialize};

use crate::values::PerSeat;

/// Body of `POST /v1/sessions/reconcile`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ReconcileRequest {
    /// Rule set id.
    pub ruleset: String,
    /// Chip totals at the end of the round, per seat.
    pub totals: PerSeat<i64>,
}

impl ReconcileRequest {
    /// Reconciles the given chip totals.
    pub fn new(ruleset: impl Into<String>, totals: PerSeat<i64>) -> ReconcileRequest {
        ReconcileRequest { ruleset: ruleset.into(), totals }
    }
}

/// Result of `POST /v1/sessions/reconcile`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ReconcileResponse {
    /// Rule set id.
    pub ruleset: String,
    /// What the totals should add up to (4 × the starting chips).
    pub expected: i64,
    /// Expected minus given: positive is a shortfall.
    pub difference: i64,
    /// The corrected totals.
    pub totals: PerSeat<i64>,
}
