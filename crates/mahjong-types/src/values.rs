//! Values several operations share: rule set option values and values per seat.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::tile::Wind;

/// A rule set option value: a boolean or an integer.
///
/// A request may write any JSON value; one that is neither is kept as [`OptionValue::Invalid`],
/// so that the service points at it (`invalid_option_value` at `/options/NAME`) rather than
/// failing to decode the request.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum OptionValue {
    /// A switch.
    Bool(bool),
    /// A number.
    Int(i64),
    /// Neither (a string, a fraction, an integer beyond 64 bits, null, a list, an object).
    Invalid,
}

impl From<bool> for OptionValue {
    fn from(b: bool) -> OptionValue {
        OptionValue::Bool(b)
    }
}

impl From<i64> for OptionValue {
    fn from(n: i64) -> OptionValue {
        OptionValue::Int(n)
    }
}

impl From<i32> for OptionValue {
    fn from(n: i32) -> OptionValue {
        OptionValue::Int(n.into())
    }
}

impl From<u32> for OptionValue {
    fn from(n: u32) -> OptionValue {
        OptionValue::Int(n.into())
    }
}

impl Serialize for OptionValue {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            OptionValue::Bool(b) => s.serialize_bool(b),
            OptionValue::Int(n) => s.serialize_i64(n),
            OptionValue::Invalid => s.serialize_unit(),
        }
    }
}

impl<'de> Deserialize<'de> for OptionValue {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<OptionValue, D::Error> {
        use serde::de::{IgnoredAny, MapAccess, SeqAccess};
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = OptionValue;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a boolean or an integer")
            }
            fn visit_bool<E>(self, b: bool) -> Result<OptionValue, E> {
                Ok(OptionValue::Bool(b))
            }
            fn visit_i64<E>(self, n: i64) -> Result<OptionValue, E> {
                Ok(OptionValue::Int(n))
            }
            fn visit_u64<E>(self, n: u64) -> Result<OptionValue, E> {
                Ok(i64::try_from(n).map_or(OptionValue::Invalid, OptionValue::Int))
            }
            fn visit_f64<E>(self, _: f64) -> Result<OptionValue, E> {
                Ok(OptionValue::Invalid)
            }
            fn visit_str<E>(self, _: &str) -> Result<OptionValue, E> {
                Ok(OptionValue::Invalid)
            }
            fn visit_unit<E>(self) -> Result<OptionValue, E> {
                Ok(OptionValue::Invalid)
            }
            fn visit_none<E>(self) -> Result<OptionValue, E> {
                Ok(OptionValue::Invalid)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<OptionValue, A::Error> {
                while seq.next_element::<IgnoredAny>()?.is_some() {}
                Ok(OptionValue::Invalid)
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<OptionValue, A::Error> {
                while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                Ok(OptionValue::Invalid)
            }
        }
        d.deserialize_any(V)
    }
}

/// Rule set option overrides by option id.
pub type Options = BTreeMap<String, OptionValue>;

/// A value per seat (keyed by seat wind; `east` is the dealer).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PerSeat<T> {
    /// East's value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub east: Option<T>,
    /// South's value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub south: Option<T>,
    /// West's value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub west: Option<T>,
    /// North's value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub north: Option<T>,
}

impl<T: Copy> PerSeat<T> {
    /// All four seats: east, south, west, north.
    pub fn new(east: T, south: T, west: T, north: T) -> PerSeat<T> {
        PerSeat { east: Some(east), south: Some(south), west: Some(west), north: Some(north) }
    }

    /// All four seats, in seat order.
    pub fn from_array(a: [T; 4]) -> PerSeat<T> {
        PerSeat::new(a[0], a[1], a[2], a[3])
    }

    /// One seat's value.
    pub fn get(&self, w: Wind) -> Option<T> {
        match w {
            Wind::East => self.east,
            Wind::South => self.south,
            Wind::West => self.west,
            Wind::North => self.north,
        }
    }

    /// Sets one seat's value.
    pub fn set(&mut self, w: Wind, v: T) {
        let slot = match w {
            Wind::East => &mut self.east,
            Wind::South => &mut self.south,
            Wind::West => &mut self.west,
            Wind::North => &mut self.north,
        };
        *slot = Some(v);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_option_value_decodes() {
        let v: Options = serde_json::from_str(
            r#"{"a": true, "b": -3, "c": 18446744073709551615, "d": 1.5, "e": "x", "f": null, "g": [1, [2]], "h": {"i": {}}}"#,
        )
        .expect("decodes");
        let want = [
            OptionValue::Bool(true),
            OptionValue::Int(-3),
            OptionValue::Invalid,
            OptionValue::Invalid,
            OptionValue::Invalid,
            OptionValue::Invalid,
            OptionValue::Invalid,
            OptionValue::Invalid,
        ];
        assert_eq!(v.values().copied().collect::<Vec<_>>(), want);
        assert_eq!(serde_json::to_string(&v.get("b")).ok().as_deref(), Some("-3"));
    }

    #[test]
    fn per_seat() {
        let mut p = PerSeat::from_array([1, 2, 3, 4]);
        p.set(Wind::West, 9);
        assert_eq!(Wind::ALL.map(|w| p.get(w)), [Some(1), Some(2), Some(9), Some(4)]);
        assert_eq!(
            serde_json::to_string(&PerSeat { south: Some(5), ..PerSeat::default() }).ok().as_deref(),
            Some(r#"{"south":5}"#)
        );
        assert!(serde_json::from_str::<PerSeat<i64>>(r#"{"up": 1}"#).is_err());
    }
}
