//! Problems found in a request: each with a JSON pointer into it and a stable code.

pub use mahjong_types::Code;

/// One problem: where (a JSON pointer, relative to the object being checked), what and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub pointer: String,
    pub code: Code,
    pub message: String,
}

impl Problem {
    pub fn new(pointer: impl Into<String>, code: Code, message: impl Into<String>) -> Problem {
        Problem { pointer: pointer.into(), code, message: message.into() }
    }

    /// The same problem under a parent pointer (`/players/2` + `/hand` = `/players/2/hand`).
    pub fn under(mut self, prefix: &str) -> Problem {
        self.pointer.insert_str(0, prefix);
        self
    }
}

impl From<Problem> for mahjong_types::FieldError {
    fn from(p: Problem) -> mahjong_types::FieldError {
        // Bounded: a message quotes at most an excerpt of the input, a pointer is cut back.
        mahjong_types::FieldError::new(p.pointer, p.code.as_str(), p.message)
    }
}
