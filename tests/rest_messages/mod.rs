//! gRPC messages from REST golden JSON: the body read into the contract's type with serde (as the
//! REST decoder reads it), then written as its message with `From` (crate `mahjong-proto`). A
//! body the contract does not accept (a misspelt wind, a missing field) has no message: such a
//! case is REST-only.

#![allow(dead_code)]

use mahjong_scoring::grpc::pb;
use mahjong_scoring::types as t;
use serde_json::Value;

/// A request message with a contract type it is written from.
pub trait FromRest: Sized {
    /// The message of `body`, or why the body is not one of the contract.
    fn from_rest(body: &Value) -> Result<Self, String>;
}

macro_rules! from_rest {
    ($($msg:ident => $ty:ident),* $(,)?) => {$(
        impl FromRest for pb::$msg {
            fn from_rest(body: &Value) -> Result<pb::$msg, String> {
                let contract: t::$ty = serde::Deserialize::deserialize(body).map_err(|e| e.to_string())?;
                Ok(pb::$msg::from(&contract))
            }
        }
    )*};
}

from_rest! {
    HandRequest => HandRequest,
    ClaimsRequest => ClaimsRequest,
    SettleRequest => SettleRequest,
    DealRequest => DealRequest,
    ReconcileRequest => ReconcileRequest,
    SessionRequest => SessionRequest,
    TournamentRequest => TournamentRequest,
}

/// The message of a REST body (see the module documentation).
pub fn message_from_rest_json<M: FromRest>(body: &Value) -> Result<M, String> {
    M::from_rest(body)
}
