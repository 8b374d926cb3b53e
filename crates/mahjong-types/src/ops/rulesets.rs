//! Rule sets: `GET /v1/rulesets` (the full definition of `GET /v1/rulesets/{id}` is the rule set
//! file itself, answered as a JSON object).

use serde::{Deserialize, Serialize};

use crate::values::OptionValue;

/// A rule set option with its default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = OptionBody))]
pub struct RulesetOption {
    /// Option id (the key of `options` in requests).
    pub id: String,
    /// Name in the requested language.
    pub name: String,
    /// `bool` or `int`.
    #[serde(rename = "type")]
    pub kind: String,
    /// The default value.
    pub default: OptionValue,
    /// Smallest allowed value of an `int` option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    /// Largest allowed value of an `int` option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
}

/// A rule set summary.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RulesetSummary {
    /// Rule set id.
    pub id: String,
    /// Name in the requested language.
    pub name: String,
    /// `doublings` (classical) or `points` (Hong Kong style).
    pub method: String,
    /// The limit.
    pub limit: Option<u32>,
    /// The source document.
    pub source: String,
    /// Options with their defaults.
    pub options: Vec<RulesetOption>,
}

/// Result of `GET /v1/rulesets`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RulesetList {
    /// The rule sets.
    pub rulesets: Vec<RulesetSummary>,
}
