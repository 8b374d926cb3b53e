from enum import StrEnum


class SourceName(StrEnum):
    DISCARD = "discard"
    KONG_REPLACEMENT = "kong_replacement"
    ROBBED_KONG = "robbed_kong"
    WALL = "wall"

    def __str__(self) -> str:
        return str(self.value)
