from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.source_name import SourceName
from ..models.timing_name import TimingName
from ..models.wind_name import WindName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.claim_body import ClaimBody
    from ..models.claims_request_options import ClaimsRequestOptions


T = TypeVar("T", bound="ClaimsRequest")


@_attrs_define
class ClaimsRequest:
    """Body of `POST /v1/claims/resolve`.

    Attributes:
        claims (list[ClaimBody]): The claims.
        discard (str): The discarded tile.
        discarder (WindName): A wind as a value: seat, round wind or discarder.
        round_wind (WindName): A wind as a value: seat, round wind or discarder.
        ruleset (str): Rule set id.
        extra_round_wind (None | Unset | WindName):
        options (ClaimsRequestOptions | Unset): Rule set option overrides.
        source (None | SourceName | Unset):
        timing (TimingName | Unset): Special timing of a win.
    """

    claims: list[ClaimBody]
    discard: str
    discarder: WindName
    round_wind: WindName
    ruleset: str
    extra_round_wind: None | Unset | WindName = UNSET
    options: ClaimsRequestOptions | Unset = UNSET
    source: None | SourceName | Unset = UNSET
    timing: TimingName | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        claims = []
        for claims_item_data in self.claims:
            claims_item = claims_item_data.to_dict()
            claims.append(claims_item)

        discard = self.discard

        discarder = self.discarder.value

        round_wind = self.round_wind.value

        ruleset = self.ruleset

        extra_round_wind: None | str | Unset
        if isinstance(self.extra_round_wind, Unset):
            extra_round_wind = UNSET
        elif isinstance(self.extra_round_wind, WindName):
            extra_round_wind = self.extra_round_wind.value
        else:
            extra_round_wind = self.extra_round_wind

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        elif isinstance(self.source, SourceName):
            source = self.source.value
        else:
            source = self.source

        timing: str | Unset = UNSET
        if not isinstance(self.timing, Unset):
            timing = self.timing.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "claims": claims,
                "discard": discard,
                "discarder": discarder,
                "round_wind": round_wind,
                "ruleset": ruleset,
            }
        )
        if extra_round_wind is not UNSET:
            field_dict["extra_round_wind"] = extra_round_wind
        if options is not UNSET:
            field_dict["options"] = options
        if source is not UNSET:
            field_dict["source"] = source
        if timing is not UNSET:
            field_dict["timing"] = timing

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.claim_body import ClaimBody
        from ..models.claims_request_options import ClaimsRequestOptions

        d = dict(src_dict)
        claims = []
        _claims = d.pop("claims")
        for claims_item_data in _claims:
            claims_item = ClaimBody.from_dict(claims_item_data)

            claims.append(claims_item)

        discard = d.pop("discard")

        discarder = WindName(d.pop("discarder"))

        round_wind = WindName(d.pop("round_wind"))

        ruleset = d.pop("ruleset")

        def _parse_extra_round_wind(data: object) -> None | Unset | WindName:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                extra_round_wind_type_0 = WindName(data)

                return extra_round_wind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | WindName, data)

        extra_round_wind = _parse_extra_round_wind(d.pop("extra_round_wind", UNSET))

        _options = d.pop("options", UNSET)
        options: ClaimsRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = ClaimsRequestOptions.from_dict(_options)

        def _parse_source(data: object) -> None | SourceName | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = SourceName(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SourceName | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        _timing = d.pop("timing", UNSET)
        timing: TimingName | Unset
        if isinstance(_timing, Unset):
            timing = UNSET
        else:
            timing = TimingName(_timing)

        claims_request = cls(
            claims=claims,
            discard=discard,
            discarder=discarder,
            round_wind=round_wind,
            ruleset=ruleset,
            extra_round_wind=extra_round_wind,
            options=options,
            source=source,
            timing=timing,
        )

        return claims_request
