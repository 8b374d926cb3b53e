from enum import StrEnum


class LanguageName(StrEnum):
    EN = "en"
    IT = "it"
    NL = "nl"

    def __str__(self) -> str:
        return str(self.value)
