//! Test support shared by the workspace's crates (a dev-dependency only):
//!
//! - [`hands`]: the seeded generator of legal hands for every rule set (requests as JSON), used
//!   by the engine's property and differential tests, its benchmarks and the peer comparison;
//! - [`reference`]: a plain second scorer, for the differential tests;
//! - [`riichi`]: the seeded generator of riichi hands and the runner of the riichi reference
//!   package's drivers (mahjong 2.1.0 in a pinned venv);
//! - [`mcr`]: the seeded generator of MCR (Chinese Official) winning hands and the runner of the
//!   MCR reference driver (pymahjonggb 1.4.0 in a pinned venv);
//! - [`driver`]: running a reference driver (Python in a pinned venv, JSON lines);
//! - [`golden`]: the golden cases' loader and checker (the engine runs every case; the service
//!   runs those about reading a body).

pub mod driver;
pub mod golden;
pub mod hands;
pub mod mcr;
pub mod reference;
pub mod riichi;
