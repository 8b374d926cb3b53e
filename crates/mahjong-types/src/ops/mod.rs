//! The request and answer bodies, one module per operation group. A new operation's request and
//! answer go in its group's module (a new group gets a module of its own), re-exported at the
//! crate root; the service's REST and gRPC adapters and the SDK then take them from there.

pub mod claims;
pub mod deals;
pub mod hands;
pub mod rulesets;
pub mod sessions;
pub mod tournaments;
