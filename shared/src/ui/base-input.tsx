// Issue 14, sixth round: antd's `Input` is the whole family (Input.Search, TextArea with its
// auto-size, Password, OTP, and Group with Space): an app that draws one text field evaluated
// all of them on its first screen, since the members hang off the Input object and cannot be
// tree-shaken. This is the field itself, the same component `<Input>` renders. A screen that
// needs a member imports it from 'antd' as usual.
export { default as BaseInput } from 'antd/es/input/Input';
