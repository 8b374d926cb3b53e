//! The contract's compact-notation reader on the table of cases it shares with the widget's
//! reader (`notation-cases.json` beside this file; `scripts/browser_test.py` runs the widget on
//! the same table): each text reads as the hand the table gives, or is refused with its code.

use mahjong_types::Hand;
use serde_json::Value;

#[test]
fn the_shared_notation_cases() {
    let table: Value = serde_json::from_str(include_str!("notation-cases.json")).expect("the notation cases are JSON");
    let cases = table["cases"].as_array().expect("a list of cases");
    assert!(cases.len() >= 15, "{} cases", cases.len());
    for case in cases {
        let text = case["text"].as_str().expect("a text");
        match (Hand::parse(text), case.get("hand")) {
            (Ok(hand), Some(want)) => {
                let mut got = serde_json::to_value(&hand).expect("a hand writes");
                // The table spells out empty lists; the contract leaves them out.
                for key in ["melds", "bonus"] {
                    got.as_object_mut().expect("an object").entry(key).or_insert(Value::Array(Vec::new()));
                }
                assert_eq!(&got, want, "{text:?}");
            }
            (Err(e), None) => assert_eq!(Some(e.code().as_str()), case["error"].as_str(), "{text:?}: {e}"),
            (got, _) => panic!("{text:?}: read as {got:?}, the table says {case}"),
        }
    }
}
