//! Code shared by the randomized tests: the hand generator and a plain reference scorer.
#![allow(dead_code)]

pub mod hands;
pub mod reference;
