//! Placeholder: the SDK is built in a later issue.
