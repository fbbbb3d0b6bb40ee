"""Core types shared by every part of mmtoolbench: messages, images, tools, errors."""
