"""The one error the model runtimes raise: the message says what is wrong and how to fix it."""


class ModelError(Exception):
    """A model cannot be found, loaded or reached; the message says what to do."""


class ContextOverflow(ModelError):
    """A prompt does not fit the model's context: the case (or an article) is too long for this model."""
