//! Every hand of the golden cases (`crates/mahjong-engine/tests/golden/*.toml`, read by their one
//! loader, `mahjong_testkit::golden`), in both forms,
//! through the one compact-notation reader:
//!
//! - a compact hand the reader accepts holds exactly the tiles its text writes (counted here
//!   without the reader), one meld per bracketed group, exposed for `( )` and `{ }`, claimed for
//!   `{ }`; its object form
//!   survives JSON and reads back to the same hand, and so does its compact form;
//! - a well-formed object hand, written in compact notation, reads back as itself (the same
//!   tiles, melds and bonus tiles: the same parse);
//! - a compact hand the reader rejects has its problems among the case's expected errors, at the
//!   hand's pointer (the expectations were worked out by hand, independently of the reader).

use std::collections::BTreeMap;

use mahjong_testkit::golden;
use mahjong_types::notation::{self, Item};
use mahjong_types::{Hand, HandBody, Meld, MeldKind, Tile, TileText, check_claimed, check_meld};
use serde::Deserialize;
use serde_json::Value;

/// Every value under a `hand` key of a request, with its JSON pointer.
fn hands(v: &Value, at: &str, out: &mut Vec<(String, Value)>) {
    match v {
        Value::Object(t) => {
            for (k, x) in t {
                let here = format!("{at}/{k}");
                if k == "hand" {
                    out.push((here, x.clone()));
                } else {
                    hands(x, &here, out);
                }
            }
        }
        Value::Array(a) => a.iter().enumerate().for_each(|(i, x)| hands(x, &format!("{at}/{i}"), out)),
        _ => {}
    }
}

/// The tile codes a compact text writes, counted without the reader: brackets and spaces dropped,
/// two characters a code, lower case; an mpsz run (digits, then `m`, `p`, `s` or `z`) one code a
/// digit (docs/api.md: `z` east, south, west, north, white, green, red), a red five as written
/// (`0m`).
fn written_codes(text: &str) -> BTreeMap<String, usize> {
    const HONOURS: [&str; 7] = ["we", "ws", "ww", "wn", "dw", "dg", "dr"];
    let mut out = BTreeMap::new();
    for group in text.split_whitespace() {
        let body: String = group.chars().filter(|c| !"()[]{}".contains(*c)).collect::<String>().to_ascii_lowercase();
        let b = body.as_bytes();
        let mut k = 0;
        while k < b.len() {
            if b[k].is_ascii_digit() {
                let digits: Vec<u8> = b[k..].iter().copied().take_while(u8::is_ascii_digit).collect();
                k += digits.len();
                let suit = char::from(b[k]);
                for d in digits {
                    let code = match (suit, d) {
                        (_, b'0') => format!("0{suit}"),
                        ('z', d) => HONOURS[usize::from(d - b'1')].to_string(),
                        ('m', d) => format!("c{}", char::from(d)),
                        ('p', d) => format!("d{}", char::from(d)),
                        (_, d) => format!("b{}", char::from(d)),
                    };
                    *out.entry(code).or_default() += 1;
                }
                k += 1;
            } else {
                *out.entry(body[k..k + 2].to_string()).or_default() += 1;
                k += 2;
            }
        }
    }
    out
}

/// The tile codes of a hand in object form.
fn object_codes(h: &Hand) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    let all = h.concealed.iter().chain(h.melds.iter().flat_map(|m| m.tiles.iter())).chain(h.bonus.iter());
    for t in all {
        *out.entry(t.as_str().to_string()).or_default() += 1;
    }
    out
}

/// The expected `code@pointer` strings of a case: its error's, or validate's problems.
fn expected_problems(expect: &Value) -> Vec<String> {
    let list = expect.get("error").and_then(|e| e.get("errors")).or_else(|| expect.get("problems"));
    list.and_then(|l| l.as_array())
        .map(|a| a.iter().filter_map(|x| x.as_str().map(String::from)).collect())
        .unwrap_or_default()
}

/// A hand in object form that compact notation can write: known tiles, bonus tiles only among
/// the bonus tiles, and melds whose tiles form them.
fn well_formed(h: &Hand) -> bool {
    let known = |ts: &[mahjong_types::TileText]| ts.iter().all(|t| t.tile().is_some());
    let meld_ok = |m: &Meld| {
        let tiles: Option<Vec<Tile>> = m.tiles.iter().map(|t| t.tile()).collect();
        match (m.kind.known(), tiles) {
            (Some(kind), Some(tiles)) => {
                !tiles.iter().any(|t| t.is_bonus())
                    && check_meld(kind, &tiles, m.is_exposed()).is_ok()
                    && (!m.is_claimed() || check_claimed(kind, m.is_exposed()).is_ok())
            }
            _ => false,
        }
    };
    known(&h.concealed)
        && known(&h.bonus)
        && h.concealed.iter().all(|t| t.tile().is_some_and(|t| !t.is_bonus()))
        && h.bonus.iter().all(|t| t.tile().is_some_and(|t| t.is_bonus()))
        && h.melds.len() <= 4
        && h.melds.iter().all(meld_ok)
}

/// The object hand with each meld's exposure written out (the reader writes it; an object may
/// leave it to its default), its claim as the reader writes it (only when true), its kind as
/// the reader infers it from the tiles, and its tiles as codes (as `Hand::parse` writes a tile
/// given in mpsz).
fn normalized(h: &Hand) -> Hand {
    let codes = |ts: &[TileText]| -> Vec<TileText> {
        ts.iter().map(|t| t.tile().map_or_else(|| t.clone(), TileText::from)).collect()
    };
    let melds = h
        .melds
        .iter()
        .map(|m| {
            let kind = m.kind.known().unwrap_or(MeldKind::Chow);
            Meld { claimed: m.is_claimed().then_some(true), ..Meld::new(kind, codes(&m.tiles), m.is_exposed()) }
        })
        .collect();
    Hand { concealed: codes(&h.concealed), melds, bonus: codes(&h.bonus) }
}

#[test]
fn every_golden_hand_in_both_forms() {
    let (mut compact, mut rejected, mut object, mut ill_formed) = (0, 0, 0, 0);
    let mut failures = Vec::new();
    for case in golden::cases() {
        let (name, case_name) = (case.file.as_str(), case.name.as_str());
        let mut found = Vec::new();
        hands(&case.request, "", &mut found);
        let expected = expected_problems(&case.expect);
        for (pointer, value) in found {
            let at = format!("{name} :: {case_name} {pointer}");
            let body = match HandBody::deserialize(value) {
                Ok(b) => b,
                Err(e) => {
                    failures.push(format!("{at}: not a hand: {e}"));
                    continue;
                }
            };
            match body {
                HandBody::Compact(s) => {
                    let mut problems = Vec::new();
                    notation::read(&s, |item| {
                        if let Item::Problem(p) = item {
                            problems.push(p);
                        }
                    });
                    match Hand::parse(&s) {
                        Ok(h) => {
                            compact += 1;
                            if !problems.is_empty() {
                                failures.push(format!("{at}: parsed although the reader has problems"));
                            }
                            if object_codes(&h) != written_codes(&s) {
                                failures.push(format!(
                                    "{at}: tiles {:?} but the text writes {:?}",
                                    object_codes(&h),
                                    written_codes(&s)
                                ));
                            }
                            let groups: Vec<&str> =
                                s.split_whitespace().filter(|g| g.starts_with(['(', '[', '{'])).collect();
                            let kinds: Vec<(bool, bool)> =
                                groups.iter().map(|g| (!g.starts_with('['), g.starts_with('{'))).collect();
                            if h.melds.iter().map(|m| (m.is_exposed(), m.is_claimed())).collect::<Vec<_>>() != kinds {
                                failures.push(format!("{at}: melds {:?} for groups {groups:?}", h.melds));
                            }
                            let json = serde_json::to_value(HandBody::Hand(h.clone())).expect("serialises");
                            if serde_json::from_value::<HandBody>(json).ok() != Some(HandBody::Hand(h.clone())) {
                                failures.push(format!("{at}: the object form does not read back"));
                            }
                            if Hand::parse(&h.to_compact()).as_ref() != Ok(&h) {
                                failures.push(format!("{at}: {:?} does not read back", h.to_compact()));
                            }
                        }
                        Err(first) => {
                            rejected += 1;
                            if problems.first() != Some(&first) {
                                failures.push(format!("{at}: Hand::parse reports {first:?}, the reader {problems:?}"));
                            }
                            for p in &problems {
                                let want = format!("{}@{pointer}", p.code());
                                if !expected.contains(&want) {
                                    failures.push(format!(
                                        "{at}: the reader reports {want} ({}), the case expects {expected:?}",
                                        p.message()
                                    ));
                                }
                            }
                        }
                    }
                }
                HandBody::Hand(h) if well_formed(&h) => {
                    object += 1;
                    let written = h.to_compact();
                    match Hand::parse(&written) {
                        Ok(back) if back == normalized(&h) => {}
                        other => failures.push(format!("{at}: {written:?} reads as {other:?}, not {h:?}")),
                    }
                }
                HandBody::Hand(_) => ill_formed += 1,
            }
        }
    }
    println!(
        "golden hands: {compact} compact read, {rejected} compact rejected, {object} objects read back, {ill_formed} ill-formed objects (the service's structured check)"
    );
    assert!(failures.is_empty(), "{} failure(s):\n{}", failures.len(), failures.join("\n"));
    assert!(
        compact >= 400 && object >= 10 && rejected >= 1,
        "too few hands: {compact} compact, {object} objects, {rejected} rejected"
    );
}
