"""The one error the model runtimes raise: the message says what is wrong and how to fix it."""

from .messages import coded


class ModelError(Exception):
    """A model cannot be found, loaded or reached; the message says what to do. `message` (a
    models.messages.Message) is set where the text has a code the app translates."""

    message = None

    @classmethod
    def coded(cls, code: str, **params) -> "ModelError":
        """The error for a message code of models.messages, whose English text it carries."""
        return coded(cls, code, **params)


class ContextOverflow(ModelError):
    """A prompt does not fit the model's context: the case (or an article) is too long for this model."""
