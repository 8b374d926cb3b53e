from enum import StrEnum


class TieBreak(StrEnum):
    BEST_SESSION = "best_session"
    SESSION_WINS = "session_wins"

    def __str__(self) -> str:
        return str(self.value)
