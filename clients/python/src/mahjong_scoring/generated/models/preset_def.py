from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.names import Names
    from ..models.preset_def_options import PresetDefOptions


T = TypeVar("T", bound="PresetDef")


@_attrs_define
class PresetDef:
    """A named set of option values (`riichi`: the EMA and WRC rules).

    Attributes:
        id (str): The preset's id: the rule set `<id>-<preset>` serves it.
        name (Names): Names of a rule, an element or an option: English, plus the Dutch and Italian terms (the source
            document's own term where it has one).
        options (PresetDefOptions): The option values it sets (the others keep their defaults).
        source (str): The rules it follows, and where they say so.
    """

    id: str
    name: Names
    options: PresetDefOptions
    source: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name.to_dict()

        options = self.options.to_dict()

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "options": options,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.names import Names
        from ..models.preset_def_options import PresetDefOptions

        d = dict(src_dict)
        id = d.pop("id")

        name = Names.from_dict(d.pop("name"))

        options = PresetDefOptions.from_dict(d.pop("options"))

        source = d.pop("source")

        preset_def = cls(
            id=id,
            name=name,
            options=options,
            source=source,
        )

        return preset_def
