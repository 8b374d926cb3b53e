//! The protobuf codec of the generated `mahjong.v1.Scoring` service and client: tonic's prost
//! codec, except that a message that cannot be decoded is the caller's mistake, answered
//! INVALID_ARGUMENT with the problem code `invalid_message` (or `too_deep` past prost's nesting
//! limit), where tonic's own codec answers INTERNAL.

use std::marker::PhantomData;

use tonic::Status;
use tonic::codec::{BufferSettings, DecodeBuf, Decoder};
use tonic_prost::ProstEncoder;

use crate::Invalid;

/// The status of a request message that prost cannot decode: `too_deep` when its groups nest
/// past prost's recursion limit (100), else `invalid_message`.
pub fn decode_status(e: &prost::DecodeError) -> Status {
    decode_error(e).to_status()
}

/// [`decode_status`] as an [`Invalid`] (pointer `""`: the whole message).
pub fn decode_error(e: &prost::DecodeError) -> Invalid {
    let text = e.to_string();
    let code = if text.contains("recursion limit") { "too_deep" } else { "invalid_message" };
    Invalid::field("", code, format!("the request message cannot be decoded: {text}"))
}

/// tonic's prost codec (`tonic_prost::ProstCodec`) with [`decode_status`] for undecodable
/// messages.
#[derive(Debug, Clone)]
pub struct Codec<T, U>(PhantomData<(T, U)>);

impl<T, U> Default for Codec<T, U> {
    fn default() -> Self {
        Codec(PhantomData)
    }
}

impl<T, U> tonic::codec::Codec for Codec<T, U>
where
    T: prost::Message + Send + 'static,
    U: prost::Message + Default + Send + 'static,
{
    type Encode = T;
    type Decode = U;
    type Encoder = ProstEncoder<T>;
    type Decoder = MessageDecoder<U>;

    fn encoder(&mut self) -> Self::Encoder {
        ProstEncoder::new(BufferSettings::default())
    }

    fn decoder(&mut self) -> Self::Decoder {
        MessageDecoder(PhantomData)
    }
}

/// Decodes one message of type `U`.
#[derive(Debug, Clone)]
pub struct MessageDecoder<U>(PhantomData<U>);

impl<U: prost::Message + Default> Decoder for MessageDecoder<U> {
    type Item = U;
    type Error = Status;

    fn decode(&mut self, buf: &mut DecodeBuf<'_>) -> Result<Option<U>, Status> {
        U::decode(buf).map(Some).map_err(|e| decode_status(&e))
    }

    fn buffer_settings(&self) -> BufferSettings {
        BufferSettings::default()
    }
}
