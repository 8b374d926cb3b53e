//! The rule sets a process serves: the four built in, plus custom ones loaded at start-up.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use super::ruleset::{Ruleset, RulesetError};

/// The built-in rule set files, embedded in the binary.
pub const BUILTIN: [(&str, &str); 4] = [
    ("rode-boekje", include_str!("rulesets/rode-boekje.toml")),
    ("ecr", include_str!("rulesets/ecr.toml")),
    ("italian", include_str!("rulesets/italian.toml")),
    ("nine-dragons", include_str!("rulesets/nine-dragons.toml")),
];

/// Rule sets by id.
#[derive(Clone, Debug)]
pub struct Registry {
    sets: BTreeMap<String, Arc<Ruleset>>,
}

impl Registry {
    /// The four built-in rule sets.
    pub fn builtin() -> Registry {
        let mut sets = BTreeMap::new();
        for (id, text) in BUILTIN {
            // The embedded files are checked by the test suite; a broken one is a build defect.
            let rs = Ruleset::from_toml(text).unwrap_or_else(|e| panic!("built-in rule set {id}: {e}"));
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
    #[test]
    fn builtin_rule_sets_compile() {
        let r = super::Registry::builtin();
        assert_eq!(r.ids(), ["ecr", "italian", "nine-dragons", "rode-boekje"]);
    }
}
