#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| mahjong_scoring_fuzz::rest_structured(data));
