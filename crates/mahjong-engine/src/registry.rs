//! The rule sets a process serves: the seven built in, plus custom ones loaded at start-up.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use super::ruleset::{Ruleset, RulesetError};

/// The built-in rule set files, embedded in the binary.
pub const BUILTIN: [(&str, &str); 8] = [
    ("rode-boekje", include_str!("rulesets/rode-boekje.toml")),
    ("ecr", include_str!("rulesets/ecr.toml")),
    ("italian", include_str!("rulesets/italian.toml")),
    ("nine-dragons", include_str!("rulesets/nine-dragons.toml")),
    ("dmjl", include_str!("rulesets/dmjl.toml")),
    ("bmja", include_str!("rulesets/bmja.toml")),
    ("riichi", include_str!("rulesets/riichi.toml")),
    ("mcr", include_str!("rulesets/mcr.toml")),
];

/// Rule sets by id.
#[derive(Clone, Debug)]
pub struct Registry {
    sets: BTreeMap<String, Arc<Ruleset>>,
}

impl Registry {
    /// The built-in rule sets.
    pub fn builtin() -> Registry {
        let mut sets = BTreeMap::new();
        for (id, text) in BUILTIN {
            // The embedded files are checked by the test suite; a broken one is a build defect.
            let rs = Ruleset::from_toml(text).unwrap_or_else(|e| panic!("built-in rule set {id}: {e}"));
            for p in rs.presets().unwrap_or_else(|e| panic!("built-in rule set {id}: {e}")) {
                sets.insert(p.id().to_string(), Arc::new(p));
            }
            sets.insert(id.to_string(), Arc::new(rs));
        }
        Registry { sets }
    }

    /// Adds every `*.toml` file of a directory; a file may replace a built-in rule set of the
    /// same id (a club's house rules).
    pub fn load_dir(&mut self, dir: &Path) -> Result<Vec<String>, RulesetError> {
        let io = |e: std::io::Error| RulesetError { ruleset: dir.display().to_string(), message: e.to_string() };
        let mut paths: Vec<_> = std::fs::read_dir(dir)
            .map_err(io)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect();
        paths.sort();
        let mut loaded = Vec::new();
        for p in paths {
            let text = std::fs::read_to_string(&p).map_err(io)?;
            let rs = Ruleset::from_toml(&text)
                .map_err(|e| RulesetError { ruleset: p.display().to_string(), message: e.to_string() })?;
            let presets =
                rs.presets().map_err(|e| RulesetError { ruleset: p.display().to_string(), message: e.to_string() })?;
            for preset in presets {
                loaded.push(preset.id().to_string());
                self.sets.insert(preset.id().to_string(), Arc::new(preset));
            }
            loaded.push(rs.id().to_string());
            self.sets.insert(rs.id().to_string(), Arc::new(rs));
        }
        Ok(loaded)
    }

    pub fn get(&self, id: &str) -> Option<&Arc<Ruleset>> {
        self.sets.get(id)
    }

    pub fn iter(&self) -> impl Iterator<Item = &Arc<Ruleset>> {
        self.sets.values()
    }

    pub fn ids(&self) -> Vec<&str> {
        self.sets.keys().map(String::as_str).collect()
    }
}

#[cfg(test)]
mod tests {
    /// A rule-set file nested far deeper than any rule set (a club's `--rulesets DIR`) is refused
    /// with an error at start-up, never a crash: the TOML reader stops nesting at its own limit
    /// (about 80 levels) before the stack can grow.
    #[test]
    fn deeply_nested_rule_set_files_are_refused() {
        let dir = std::env::temp_dir().join(format!("mahjong-deep-toml-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (i, value) in
            ["[".repeat(400_000) + &"]".repeat(400_000), "{a=".repeat(100_000) + "1" + &"}".repeat(100_000)]
                .into_iter()
                .enumerate()
        {
            let file = dir.join(format!("deep{i}.toml"));
            std::fs::write(&file, format!("id = \"deep\"\nvalue = {value}\n")).unwrap();
            let err = super::Registry::builtin().load_dir(&dir).expect_err("a nested file is refused");
            assert!(err.to_string().contains("TOML parse error"), "{}", &err.to_string()[..200]);
            std::fs::remove_file(&file).unwrap();
        }
        let _ = std::fs::remove_dir(&dir);
    }

    #[test]
    fn builtin_rule_sets_compile() {
        let r = super::Registry::builtin();
        assert_eq!(
            r.ids(),
            [
                "bmja",
                "dmjl",
                "ecr",
                "italian",
                "mcr",
                "nine-dragons",
                "riichi",
                "riichi-ema",
                "riichi-wrc",
                "rode-boekje"
            ]
        );
    }

    /// Of several limit hands of one value the one the rule set lists first is reported, by element
    /// order: each built-in rule set lists its limit hands in the order of its source section
    /// (docs/rules.md §2–§5; §6 "Several limit hands of the same value").
    #[test]
    fn limit_hands_are_listed_in_the_rules_order() {
        let r = super::Registry::builtin();
        let expected: [(&str, &[&str]); 4] = [
            (
                "rode-boekje",
                &[
                    "nine_gates",
                    "thirteen_orphans",
                    "wind_snake",
                    "dragon_tail",
                    "wind_tail",
                    "heavenly_twins",
                    "clean_twins",
                    "seven_twins",
                    "four_blessings",
                    "three_wise_men",
                    "imperial_jade",
                ],
            ),
            (
                "ecr",
                &[
                    "heavenly_hand",
                    "earthly_hand",
                    "big_four_winds",
                    "little_four_winds",
                    "big_three_dragons",
                    "all_green",
                    "four_kongs",
                    "all_terminals",
                    "hidden_treasure",
                    "nine_gates",
                    "thirteen_orphans",
                    "all_honours",
                    "moon_from_the_bottom_of_the_sea",
                    "plum_blossom_on_the_roof",
                    "scratching_a_carrying_pole",
                ],
            ),
            ("italian", &["colore", "svarione", "seven_pairs", "all_pungs_head_pair", "first_discard", "servito"]),
            (
                "nine-dragons",
                &["thirteen_orphans", "all_terminals", "nine_gates", "four_concealed_pungs", "four_kongs"],
            ),
        ];
        for (id, want) in expected {
            let set = r.get(id).unwrap();
            let got: Vec<&str> = set.def.elements.iter().filter(|e| e.limit.is_some()).map(|e| e.id.as_str()).collect();
            assert_eq!(got, want, "{id}");
        }
    }
}
